import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  BannerSection,
  FeatureFlagsSection,
  RestrictionListSection,
  systemSettingsQueryOptions,
  useSystemSettingsTranslation,
} from '../../features/system-settings/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * The admins' system settings (SystemSettings, R-ROUTE-029): the feature flags, the site-wide banner and
 * the application restriction list, each saved on its own at the version read, reaching every user on
 * their next page.
 */
export function Page() {
  const { t } = useSystemSettingsTranslation();
  usePageTitle();
  const query = useQuery(systemSettingsQueryOptions);
  const reload = () => query.refetch();
  const sections = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={() => void reload()}>{t('system.loadError')}</ErrorState>;
    const settings = query.data;
    return (
      <Stack space="lg">
        <FeatureFlagsSection setting={settings.feature_flags} onReload={reload} />
        <BannerSection setting={settings.banner} onReload={reload} />
        <RestrictionListSection setting={settings.application_restriction_list} onReload={reload} />
      </Stack>
    );
  };
  return (
    <PageFrame>
      <PageHeader title={t('system.title')} subtitle={t('system.intro')} />
      {sections()}
    </PageFrame>
  );
}
