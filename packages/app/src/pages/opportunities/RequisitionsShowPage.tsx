import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import {
  longText,
  requisitionQueryOptions,
  useOpportunitiesTranslation,
  usePublicIdParam,
} from '../../features/opportunities/index.ts';
import { RecordStates } from '../../shared/index.ts';
import * as styles from '../../shared/page.css.ts';
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
    <div className={styles.page}>
      <RecordStates query={requisition} isKnownId={publicId !== null}>
        {(data) => (
          <>
            <div className={styles.header}>
              <h1 className={styles.title}>{data.title}</h1>
              <StatusPill kind="requisitionAvailability" status={data.availability} />
            </div>
            <Card heading={t('requisition.details')}>
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
                    description: data.term_type ? t(`requisition.termTypes.${data.term_type}`) : '—',
                  },
                  {
                    id: 'lastUpdated',
                    term: t('opportunity.lastUpdatedTerm'),
                    description: displayDate(data.last_updated),
                  },
                ]}
              />
            </Card>
            <Card heading={t('requisition.description')}>
              <p className={longText}>{data.description ?? t('requisition.noDescription')}</p>
            </Card>
          </>
        )}
      </RecordStates>
    </div>
  );
}
