import {
  type TeamOrUnit,
  TeamOrUnitView,
  useTeamOrUnitActions,
} from '../../features/teams-and-units/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { type Kind, useRecordOfUrl } from './useRecordOfUrl.ts';

function WithActions({ subject, onReload }: { subject: TeamOrUnit; onReload: () => Promise<unknown> }) {
  const { buttons, notice } = useTeamOrUnitActions(subject, onReload);
  return <TeamOrUnitView subject={subject} actions={buttons} notice={notice} />;
}

/** TeamsShow, UnitsShow: the record and the steps its reader may take; one the reader does not reach is not found. */
export function ShowPage({ kind }: { kind: Kind }) {
  const { id, query, subjectOf } = useRecordOfUrl(kind);
  return (
    <RecordStates query={query} isKnownId={id !== null}>
      {(record) => <WithActions subject={subjectOf(record)} onReload={() => query.refetch()} />}
    </RecordStates>
  );
}
