import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { EducationPlansList, useEducationPlansTranslation } from '../../features/education-plans/index.ts';

/**
 * EducationPlansIndex (/education-plans): the plans the reader sees (a consultant's organisations', an
 * international-office consultant's all), filtered and sorted in the URL; the dashboard's counts open it.
 */
export function Page() {
  const { t } = useEducationPlansTranslation();
  return (
    <EducationPlansList
      header={<PageHeader title={t('index.title')} subtitle={t('index.intro')} />}
      emptyState={<EmptyState title={t('index.empty')}>{t('index.emptyHint')}</EmptyState>}
    />
  );
}
