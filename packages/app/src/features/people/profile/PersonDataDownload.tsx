import type { FullPersonProfile } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Stack } from '@mobilise/ui/Stack';
import { ApiError } from '../../../api/index.ts';
import { useCurrentUser } from '../../session/index.ts';
import { usePersonDataDownload } from '../api/person-data.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * Whether the reader may download everything about the person: admins, office staff of one of the
 * person's organisations, and the person. The server decides for certain.
 */
export function useMayDownloadPersonData(
  person: Pick<FullPersonProfile, 'id' | 'mobilisedByOrganisationIds'>,
): boolean {
  const user = useCurrentUser();
  return (
    user !== null &&
    (user.is_admin ||
      user.person_profile_id === person.id ||
      person.mobilisedByOrganisationIds.some((id) => user.is_office_staff_for.includes(id)))
  );
}

/**
 * "Download their data" (or, for the person themself, "Download my data"): the ZIP of everything held
 * about them, and why it failed when it did.
 */
export function PersonDataDownload({ personId }: { personId: number }) {
  const { t } = usePeopleTranslation();
  const own = useCurrentUser()?.person_profile_id === personId;
  const download = usePersonDataDownload();
  return (
    <Stack space="sm" align="start">
      <Button variant="secondary" isPending={download.isPending} onPress={() => download.mutate(personId)}>
        {t(own ? 'personData.downloadOwn' : 'personData.download')}
      </Button>
      {download.isError ? (
        <Alert tone="critical" title={t('personData.downloadProblem')} isLive>
          {download.error instanceof ApiError ? download.error.message : t('personData.tryAgain')}
        </Alert>
      ) : null}
    </Stack>
  );
}
