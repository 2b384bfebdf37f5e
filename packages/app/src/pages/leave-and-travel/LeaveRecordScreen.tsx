import {
  type LeaveKind,
  type LeaveRecord,
  LeaveRecordView,
  useLeaveActions,
  useLeaveRecord,
} from '../../features/leave-and-travel/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

function EditableRecord({
  kind,
  record,
  onReload,
}: {
  kind: LeaveKind;
  record: LeaveRecord;
  onReload: () => Promise<unknown>;
}) {
  const { buttons, notice } = useLeaveActions({ kind, record, onReload });
  return <LeaveRecordView kind={kind} record={record} actions={buttons} notice={notice} />;
}

/**
 * A leave request or travel plan by its id, with what the reader may do to it. `legacy` is the read-only
 * view of an imported leave request: it offers no change, whatever the record says.
 */
export function LeaveRecordScreen({ kind, legacy = false }: { kind: LeaveKind; legacy?: boolean }) {
  const { id, record } = useLeaveRecord(kind);
  // "Mary Slessor – Leave request": whose request the tab holds.
  usePageTitle(record.data?.person.name);
  return (
    <RecordStates query={record} isKnownId={id !== null}>
      {(data) =>
        legacy || data.isLegacy ? (
          <LeaveRecordView kind={kind} record={data} />
        ) : (
          <EditableRecord kind={kind} record={data} onReload={() => record.refetch()} />
        )
      }
    </RecordStates>
  );
}
