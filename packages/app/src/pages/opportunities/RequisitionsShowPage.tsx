import type { RequisitionRecord } from '@mobilise/contract';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import {
  longText,
  requisitionQueryOptions,
  useOpportunitiesTranslation,
  usePublicIdParam,
  useRequisitionActions,
} from '../../features/opportunities/index.ts';
import { referenceListQueryOptions } from '../../features/reference-data/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates, TextLink } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * RequisitionsShow (/requisitions/{public_id}), where the listings and the global search lead: the
 * requisition's title, availability, organisation, the team or unit it serves, region, term type, last
 * update and description, with Edit, Fill, Archive and Reopen for who may take them now. The server
 * answers only for requisitions the caller reaches, 404 for any other, shown as not found.
 */
export function Page() {
  const publicId = usePublicIdParam();
  const requisition = useQuery({ ...requisitionQueryOptions(publicId ?? 0), enabled: publicId !== null });
  usePageTitle(requisition.data?.title);
  return (
    <RecordStates query={requisition} isKnownId={publicId !== null}>
      {(data) => <Requisition record={data} onReload={() => requisition.refetch()} />}
    </RecordStates>
  );
}

function Requisition({ record, onReload }: { record: RequisitionRecord; onReload: () => Promise<unknown> }) {
  const { t, displayDate } = useOpportunitiesTranslation();
  const { buttons, notice } = useRequisitionActions(record, onReload);
  const regions = useQuery(referenceListQueryOptions('regions')).data ?? [];
  const served =
    record.team_id !== null ? (
      <TextLink href={routePath('TeamsShow', { id: record.team_id })}>{t('requisition.openTeam')}</TextLink>
    ) : record.unit_id !== null ? (
      <TextLink href={routePath('UnitsShow', { id: record.unit_id })}>{t('requisition.openUnit')}</TextLink>
    ) : null;
  return (
    <DetailPage
      header={
        <PageHeader
          title={record.title}
          status={<StatusPill kind="requisitionAvailability" status={record.availability} />}
          secondaryActions={buttons}
        />
      }
    >
      {notice}
      <DetailSection title={t('requisition.details')}>
        <DescriptionList
          items={[
            {
              id: 'organisation',
              term: t('requisition.organisation'),
              description: record.organisation.name,
            },
            { id: 'served', term: t('opportunityForm.served'), description: served },
            {
              id: 'region',
              term: t('opportunityForm.region'),
              description: regions.find((region) => region.id === record.region_id)?.name ?? null,
            },
            {
              id: 'termType',
              term: t('requisition.termType'),
              description: record.term_type ? t(`requisition.termTypes.${record.term_type}`) : null,
            },
            {
              id: 'lastUpdated',
              term: t('opportunity.lastUpdatedTerm'),
              description: displayDate(record.last_updated),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('requisition.description')}>
        <p className={longText}>{record.description ?? t('requisition.noDescription')}</p>
      </DetailSection>
    </DetailPage>
  );
}
