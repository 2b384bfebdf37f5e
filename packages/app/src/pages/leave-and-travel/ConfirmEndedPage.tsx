import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Inline } from '@mobilise/ui/Inline';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import {
  type LeaveKind,
  type LeaveRecord,
  useLeaveAndTravelTranslation,
  useLeaveRecord,
} from '../../features/leave-and-travel/index.ts';
import {
  noProblem,
  type SaveProblem,
  SaveProblemAlerts,
  saveProblemOf,
} from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates, useMyAimTranslation } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

const endpointOf = {
  leave_request: 'confirmLeaveRequestEnded',
  travel_plan: 'confirmTravelPlanEnded',
} as const;
const showRouteOf = { leave_request: 'LeaveRequestsShow', travel_plan: 'TravelPlansShow' } as const;

function ConfirmEnded({
  kind,
  record,
  onReload,
}: {
  kind: LeaveKind;
  record: LeaveRecord;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useLeaveAndTravelTranslation();
  const myAim = useMyAimTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const showPath = routePath(showRouteOf[kind], { id: record.id });
  const confirm = useEndpointMutation(endpointOf[kind], {
    onSuccess: () => navigate(showPath),
    onError: (error) => setProblem(saveProblemOf(error, [])),
  });
  const canConfirm = record.userCan.includes('confirm_ended');
  return (
    <Stack space="lg">
      <PageHeader
        title={t(`confirmEnded.title.${kind}`)}
        subtitle={t('confirmEnded.text', {
          publicId: record.publicId,
          departure: record.departureDate ? myAim.displayDate(record.departureDate) : '—',
          return: record.returnDate ? myAim.displayDate(record.returnDate) : '—',
        })}
      />
      <SaveProblemAlerts
        problem={problem}
        stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
        onReload={async () => {
          await onReload();
          setProblem(noProblem);
        }}
      />
      {canConfirm ? null : (
        <Alert tone="info">
          {t(record.hasBeenConfirmedAsEnded ? 'confirmEnded.already' : 'confirmEnded.notYet')}
        </Alert>
      )}
      <Inline space="sm">
        {canConfirm ? (
          <Button
            onPress={() => {
              setProblem(noProblem);
              confirm.mutate({ params: { id: record.id }, body: { version: record.version } });
            }}
            isPending={confirm.isPending}
          >
            {t('confirmEnded.confirm')}
          </Button>
        ) : null}
        <ButtonLink variant="secondary" href={showPath}>
          {t(`confirmEnded.back.${kind}`)}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}

/**
 * The confirmation that a leave request or travel plan has ended (/leave-requests/{id}/confirm-ended,
 * /travel-plans/{id}/confirm-ended): its dates, and one button that confirms it, then shows the record.
 * Its route's gate keeps it to the extensive confirmation flow.
 */
export function ConfirmEndedPage({ kind }: { kind: LeaveKind }) {
  const { id, record } = useLeaveRecord(kind);
  usePageTitle(record.data?.person.name);
  return (
    <PageFrame width="narrow">
      <RecordStates query={record} isKnownId={id !== null}>
        {(data) => <ConfirmEnded kind={kind} record={data} onReload={() => record.refetch()} />}
      </RecordStates>
    </PageFrame>
  );
}
