import {
  type FullPersonProfile,
  isRemovedPerson,
  purgeConfirmationMatches,
  purgeConfirmationOf,
} from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Stack } from '@mobilise/ui/Stack';
import { TextField } from '@mobilise/ui/TextField';
import { useState } from 'react';
import { ApiError } from '../../../api/index.ts';
import { useCurrentUser } from '../../session/index.ts';
import { usePurgePerson } from '../api/person-data.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * The danger zone of a person's page, for admins: removing the personal data of someone who has left,
 * for good. The dialog asks for the person's name as it shows it, as the server does; the server's
 * refusal (an assignment under way, the only adult of a family with children) is said in the dialog.
 */
export function ProfilePurge({
  profile,
}: {
  profile: Pick<FullPersonProfile, 'id' | 'firstName' | 'lastName'>;
}) {
  const { t } = usePeopleTranslation();
  const user = useCurrentUser();
  const purge = usePurgePerson();
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // Once purged there is nothing left to remove: a second purge is refused.
  if (user === null || !user.is_admin || isRemovedPerson(profile)) return null;
  const confirmation = purgeConfirmationOf(profile);
  const close = () => {
    setOpen(false);
    setTyped('');
    setMismatch(false);
    purge.reset();
  };
  return (
    <DetailSection title={t('personData.purge.heading')} description={t('personData.purge.description')}>
      <Stack space="sm" align="start">
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('personData.purge.open')}
        </Button>
        {purge.isSuccess && !isOpen ? (
          <Alert tone="positive" isLive>
            {t('personData.purge.done')}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('personData.purge.title')}
        confirmLabel={t('personData.purge.confirm')}
        cancelLabel={t('personData.purge.cancel')}
        onCancel={close}
        onConfirm={() => {
          if (!purgeConfirmationMatches(typed, profile)) {
            setMismatch(true);
            return;
          }
          purge.mutate(
            { params: { id: profile.id }, body: { confirmation: typed } },
            { onSuccess: () => setOpen(false) },
          );
        }}
      >
        <Stack space="md">
          <p>{t('personData.purge.explanation')}</p>
          <TextField
            label={t('personData.purge.typeName', { name: confirmation })}
            value={typed}
            onChange={(text) => {
              setTyped(text);
              setMismatch(false);
            }}
            autoComplete="off"
            errors={mismatch ? [t('personData.purge.mismatch')] : []}
          />
          {purge.isError ? (
            <Alert tone="critical" title={t('personData.purge.problem')} isLive>
              {purge.error instanceof ApiError ? purge.error.message : t('personData.tryAgain')}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </DetailSection>
  );
}
