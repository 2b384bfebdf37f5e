import type { ApplicationRecord } from '@mobilise/contract';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ReasonFormModal } from '../settings/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';

export interface ApplicationDialogProps {
  /** The application as last read: its version goes with the change. */
  application: ApplicationRecord;
  /** Reads the application again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/** Rejects the application with a note saying why (required). */
export function RejectApplicationModal({ application, onReload, onClose }: ApplicationDialogProps) {
  const { t } = useApplicationsTranslation();
  const reject = useEndpointMutation('transitionApplication');
  return (
    <ReasonFormModal
      title={t('reject.title')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('reject.submit')}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      reasonLabel={t('reject.note')}
      reasonHelp={t('reject.noteHelp')}
      reasonMissing={t('reject.noteMissing')}
      reasonField="note"
      send={(note) =>
        reject.mutateAsync({
          params: { id: application.id },
          body: { action: 'reject', version: application.version, note },
        })
      }
      onReload={onReload}
      onClose={onClose}
    />
  );
}
