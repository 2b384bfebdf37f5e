import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { Link } from '@mobilise/ui/Link';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Tiles } from '@mobilise/ui/Tiles';
import { useTranslation } from 'react-i18next';
import { CalendarFeedPanel } from '../../features/calendar-feed/index.ts';
import { useOrganisationParam, useOrganisationTranslation } from '../../features/organisation/index.ts';
import { useCurrentUser } from '../../features/session/index.ts';
import { SettingsTabs, settingsStyles, useSettingsSections } from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * The organisation's settings (OrgSettings), the overview tab of the settings pages: a link to each
 * settings page the user may manage for this organisation, with what it is for; none when they manage
 * nothing here.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const { t: shellText } = useTranslation('shell');
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const user = useCurrentUser();
  // The feed's address is the office's to hand out, as the server decides: its office staff and admins.
  const runsOffice = Boolean(user?.is_admin || user?.is_office_staff_for.includes(organisationId));
  const params = { org_id: organisationId };
  const shown = useSettingsSections(organisationId);

  return (
    <PageFrame>
      <SettingsTabs organisationId={organisationId} current="OrgSettings" />
      <PageHeader title={t('settings.title')} subtitle={t('settings.intro')} />
      {shown.length === 0 ? (
        <EmptyState
          title={t('settings.empty')}
          action={
            <ButtonLink href={routePath('OrgDashboard', params)}>{t('settings.toDashboard')}</ButtonLink>
          }
        >
          {t('settings.emptyHint')}
        </EmptyState>
      ) : (
        <Tiles as="ul" columns={{ mobile: 1, md: 2, lg: 3 }} aria-label={t('settings.listLabel')}>
          {shown.map(({ route, text }) => (
            <Card
              key={route}
              heading={<Link href={routePath(route, params)}>{shellText(`pageTitle.${route}`)}</Link>}
            >
              <p className={settingsStyles.text}>{t(`settings.${text}`)}</p>
            </Card>
          ))}
        </Tiles>
      )}
      {runsOffice ? <CalendarFeedPanel owner={{ kind: 'organisation', organisationId }} /> : null}
    </PageFrame>
  );
}
