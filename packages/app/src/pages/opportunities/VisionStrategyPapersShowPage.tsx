import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import {
  longText,
  useOpportunitiesTranslation,
  usePublicIdParam,
  visionStrategyPaperQueryOptions,
} from '../../features/opportunities/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * VisionStrategyPapersShow (/vision-strategy-papers/{public_id}), where the library and the global search
 * lead: the paper's title, summary, last update and content, and Edit for who may save it. The server answers only for papers the
 * caller reaches, 404 for any other, shown as not found.
 */
export function Page() {
  const { t, displayDate } = useOpportunitiesTranslation();
  const publicId = usePublicIdParam();
  const paper = useQuery({ ...visionStrategyPaperQueryOptions(publicId ?? 0), enabled: publicId !== null });
  usePageTitle(paper.data?.title);
  return (
    <RecordStates query={paper} isKnownId={publicId !== null}>
      {(data) => (
        <DetailPage
          header={
            <PageHeader
              title={data.title}
              subtitle={t('opportunity.lastUpdated', { date: displayDate(data.last_updated) })}
              secondaryActions={
                data.user_can.includes('update') ? (
                  <ButtonLink
                    variant="secondary"
                    href={routePath('VisionStrategyPapersEdit', { id: data.public_id })}
                  >
                    {t('recordActions.edit')}
                  </ButtonLink>
                ) : null
              }
            />
          }
        >
          <DetailSection title={t('paper.summary')}>
            <p className={longText}>{data.summary || t('paper.noSummary')}</p>
          </DetailSection>
          <DetailSection title={t('paper.content')}>
            <p className={longText}>{data.content || t('paper.noContent')}</p>
          </DetailSection>
        </DetailPage>
      )}
    </RecordStates>
  );
}
