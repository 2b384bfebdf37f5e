import type { CalendarFeedLink } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Column, Columns } from '@mobilise/ui/Columns';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { formatDisplayDateTime } from '@mobilise/ui/dates';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { TextField } from '@mobilise/ui/TextField';
import { toastQueue, toastTimeoutMs } from '@mobilise/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { endpointQueryOptions } from '../../api/endpoint-queries.ts';
import { useCalendarFeedTranslation } from './useCalendarFeedTranslation.ts';

export interface CalendarFeedPanelProps {
  /** Whose feed: the signed-in member's own, or an organisation's (for its office staff and admins). */
  owner: { kind: 'me' } | { kind: 'organisation'; organisationId: number };
}

/** The calls of one owner's feed: reading when its address was made, and making a new one. */
function useFeedCalls(owner: CalendarFeedPanelProps['owner']) {
  const organisationId = owner.kind === 'organisation' ? owner.organisationId : null;
  // One query each, the other left idle: their keys differ by endpoint, so one call cannot take either.
  const mine = useQuery({
    ...endpointQueryOptions('getMyCalendarFeed', {}),
    enabled: organisationId === null,
  });
  const organisations = useQuery({
    ...endpointQueryOptions(
      'getOrganisationCalendarFeed',
      { params: { org_id: organisationId ?? 0 } },
      { organisation: organisationId },
    ),
    enabled: organisationId !== null,
  });
  const status = organisationId === null ? mine : organisations;
  const resetMine = useEndpointMutation('resetMyCalendarFeed');
  const resetOrganisations = useEndpointMutation('resetOrganisationCalendarFeed');
  const reset = (onMade: (link: CalendarFeedLink) => void) =>
    organisationId === null
      ? resetMine.mutate({}, { onSuccess: onMade })
      : resetOrganisations.mutate({ params: { org_id: organisationId } }, { onSuccess: onMade });
  return {
    createdAt: status.data?.createdAt,
    isLoaded: status.isSuccess,
    reset,
    isPending: resetMine.isPending || resetOrganisations.isPending,
  };
}

/**
 * A private calendar feed's address, to subscribe to in a calendar program. The server keeps only a hash
 * of the address's secret, so an address is shown once, right after it is made; making a new one (after a
 * confirmation, once there is one) is also how a leaked address is stopped.
 */
export function CalendarFeedPanel({ owner }: CalendarFeedPanelProps) {
  const { t, language } = useCalendarFeedTranslation();
  const { createdAt, isLoaded, reset, isPending } = useFeedCalls(owner);
  const [made, setMade] = useState<CalendarFeedLink | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const hasAddress = made !== null || Boolean(createdAt);

  const makeAddress = () => {
    setConfirming(false);
    reset(setMade);
  };
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    toastQueue.add({ title: t('copied'), tone: 'positive' }, { timeout: toastTimeoutMs });
  };

  return (
    <DetailSection
      title={t(owner.kind === 'me' ? 'title.me' : 'title.organisation')}
      description={t(owner.kind === 'me' ? 'intro.me' : 'intro.organisation')}
      actions={
        hasAddress ? (
          <Button variant="secondary" isPending={isPending} onPress={() => setConfirming(true)}>
            {t('reset.button')}
          </Button>
        ) : null
      }
    >
      <Stack space="md">
        {made ? (
          <>
            <Columns space="sm" alignY="bottom" collapseBelow="sm">
              <Column width="fluid">
                <TextField label={t('link.label')} value={made.url} isReadOnly />
              </Column>
              <Column width="content">
                <Button variant="secondary" onPress={() => copy(made.url)}>
                  {t('link.copy')}
                </Button>
              </Column>
            </Columns>
            <Alert tone="caution" title={t('link.onceTitle')}>
              {t('link.once')}
            </Alert>
            <p>{t('subscribe')}</p>
          </>
        ) : createdAt ? (
          <p>{t('made', { date: formatDisplayDateTime(createdAt, language) })}</p>
        ) : isLoaded ? (
          <Inline space="sm" alignY="center">
            <p>{t('none')}</p>
            <Button isPending={isPending} onPress={makeAddress}>
              {t('make')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('reset.title')}
        confirmLabel={t('reset.confirm')}
        onConfirm={makeAddress}
        onCancel={() => setConfirming(false)}
      >
        {t('reset.body')}
      </ConfirmDialog>
    </DetailSection>
  );
}
