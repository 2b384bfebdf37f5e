import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { TeamOrUnitForm, useTeamsAndUnitsTranslation } from '../../features/teams-and-units/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { type Kind, useRecordOfUrl } from './useRecordOfUrl.ts';

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
