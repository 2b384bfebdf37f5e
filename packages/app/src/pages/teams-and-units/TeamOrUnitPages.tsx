import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../features/people/index.ts';
import {
  type TeamOrUnit,
  TeamOrUnitForm,
  TeamOrUnitView,
  teamQueryOptions,
  unitQueryOptions,
  useTeamOrUnitActions,
  useTeamsAndUnitsTranslation,
} from '../../features/teams-and-units/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

type Kind = TeamOrUnit['kind'];

/** The team or unit the URL names, read once for the page and its title. */
function useRecordOfUrl(kind: Kind) {
  const id = useIdParam();
  const team = useQuery({ ...teamQueryOptions(id ?? 0), enabled: kind === 'team' && id !== null });
  const unit = useQuery({ ...unitQueryOptions(id ?? 0), enabled: kind === 'unit' && id !== null });
  const query = (kind === 'team' ? team : unit) as UseQueryResult<TeamOrUnit['record']>;
  usePageTitle(query.data?.name);
  return { id, query, subjectOf: (record: TeamOrUnit['record']) => ({ kind, record }) as TeamOrUnit };
}

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

/** TeamsEdit, UnitsEdit: the form over the record as read; a record the reader may not change is not found here. */
export function EditPage({ kind }: { kind: Kind }) {
  const { t } = useTeamsAndUnitsTranslation();
  const { id, query, subjectOf } = useRecordOfUrl(kind);
  return (
    <RecordStates query={query} isKnownId={id !== null}>
      {(record) =>
        record.user_can.includes('update') ? (
          <PageFrame width="narrow">
            <PageHeader title={t(`form.editTitle.${kind}`, { name: record.name })} />
            <TeamOrUnitForm
              key={record.version}
              subject={subjectOf(record) as Parameters<typeof TeamOrUnitForm>[0]['subject']}
              onReload={() => query.refetch()}
            />
          </PageFrame>
        ) : (
          <NotFoundPage homeHref={routePath('Home')} />
        )
      }
    </RecordStates>
  );
}

/** TeamsCreate, UnitsCreate (holders of manage_teams, manage_units): a new DRAFT team, or a unit. */
export function CreatePage({ kind }: { kind: Kind }) {
  const { t } = useTeamsAndUnitsTranslation();
  usePageTitle();
  return (
    <PageFrame width="narrow">
      <PageHeader title={t(`form.createTitle.${kind}`)} subtitle={t(`form.createIntro.${kind}`)} />
      <TeamOrUnitForm subject={{ kind, record: null } as Parameters<typeof TeamOrUnitForm>[0]['subject']} />
    </PageFrame>
  );
}
