import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import {
  OpportunityForm,
  type OpportunityFormSubject,
  requisitionQueryOptions,
  useOpportunitiesTranslation,
  usePublicIdParam,
  visionStrategyPaperQueryOptions,
} from '../../features/opportunities/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

type Kind = OpportunityFormSubject['kind'];

/** RequisitionsCreate, VisionStrategyPapersCreate (office staff): a new OPEN requisition, or a paper. */
export function CreatePage({ kind }: { kind: Kind }) {
  const { t } = useOpportunitiesTranslation();
  usePageTitle();
  return (
    <PageFrame width="narrow">
      <PageHeader
        title={t(`opportunityForm.createTitle.${kind}`)}
        subtitle={t(`opportunityForm.createIntro.${kind}`)}
      />
      <OpportunityForm subject={{ kind, record: null } as OpportunityFormSubject} />
    </PageFrame>
  );
}

/**
 * RequisitionsEdit, VisionStrategyPapersEdit (`/{id}/edit`, the record's public id): the form over the
 * record as read; a record the reader may not save now is not found here.
 */
export function EditPage({ kind }: { kind: Kind }) {
  const publicId = usePublicIdParam('id');
  const options =
    kind === 'requisition'
      ? requisitionQueryOptions(publicId ?? 0)
      : visionStrategyPaperQueryOptions(publicId ?? 0);
  const query = useQuery({
    ...(options as ReturnType<typeof requisitionQueryOptions>),
    enabled: publicId !== null,
  });
  return (
    <RecordStates query={query} isKnownId={publicId !== null}>
      {(record) => (
        <EditForm subject={{ kind, record } as OpportunityFormSubject} onReload={() => query.refetch()} />
      )}
    </RecordStates>
  );
}

function EditForm({
  subject,
  onReload,
}: {
  subject: OpportunityFormSubject;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useOpportunitiesTranslation();
  const { record } = subject;
  usePageTitle(record?.title);
  if (record === null || !(record.user_can as readonly string[]).includes('update')) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  return (
    <PageFrame width="narrow">
      <PageHeader title={t(`opportunityForm.editTitle.${subject.kind}`, { title: record.title })} />
      <OpportunityForm key={record.version} subject={subject} onReload={onReload} />
    </PageFrame>
  );
}
