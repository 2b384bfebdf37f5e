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
} from '../../features/opportunities/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * RequisitionsShow (/requisitions/{public_id}), where the listings and the global search lead: the
 * requisition's title, availability, organisation, term type, last update and description. The server
 * answers only for requisitions the caller reaches, 404 for any other, shown as not found.
 */
export function Page() {
  const { t, displayDate } = useOpportunitiesTranslation();
  const publicId = usePublicIdParam();
  const requisition = useQuery({ ...requisitionQueryOptions(publicId ?? 0), enabled: publicId !== null });
  usePageTitle(requisition.data?.title);
  return (
    <RecordStates query={requisition} isKnownId={publicId !== null}>
      {(data) => (
        <DetailPage
          header={
            <PageHeader
              title={data.title}
              status={<StatusPill kind="requisitionAvailability" status={data.availability} />}
            />
          }
        >
          <DetailSection title={t('requisition.details')}>
            <DescriptionList
              items={[
                {
                  id: 'organisation',
                  term: t('requisition.organisation'),
                  description: data.organisation.name,
                },
                {
                  id: 'termType',
                  term: t('requisition.termType'),
                  description: data.term_type ? t(`requisition.termTypes.${data.term_type}`) : null,
                },
                {
                  id: 'lastUpdated',
                  term: t('opportunity.lastUpdatedTerm'),
                  description: displayDate(data.last_updated),
                },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('requisition.description')}>
            <p className={longText}>{data.description ?? t('requisition.noDescription')}</p>
          </DetailSection>
        </DetailPage>
      )}
    </RecordStates>
  );
}
