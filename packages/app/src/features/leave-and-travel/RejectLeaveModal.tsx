import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ReasonFormModal } from '../settings/index.ts';
import { leaveChangeEndpoints } from './leave-endpoints.ts';
import type { LeaveKind, LeaveRecord } from './leave-kinds.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

export interface RejectLeaveModalProps {
  kind: LeaveKind;
  /** The record as last read: its version goes with the rejection. */
  record: LeaveRecord;
  /** Reads the record again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/** Rejects the request with the reason its person is told (required). */
export function RejectLeaveModal({ kind, record, onReload, onClose }: RejectLeaveModalProps) {
  const { t } = useLeaveAndTravelTranslation();
  const reject = useEndpointMutation(leaveChangeEndpoints[kind].reject);
  return (
    <ReasonFormModal
      title={t(`reject.title.${kind}`)}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('reject.submit')}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      reasonLabel={t('reject.reason')}
      reasonHelp={t('reject.reasonHelp')}
      reasonMissing={t('reject.reasonMissing')}
      reasonField="reason"
      send={(reason) =>
        reject.mutateAsync({ params: { id: record.id }, body: { version: record.version, reason } })
      }
      onReload={onReload}
      onClose={onClose}
    />
  );
}
