import { type CapabilityName, hasCapability } from '@mobilise/contract';
import { NavTabs } from '@mobilise/ui/NavTabs';
import { useTranslation } from 'react-i18next';
import { isOfficeStaffFor } from '../../guards/roles.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { useCurrentUser } from '../session/index.ts';

type SettingsRoute = 'OrgPositions' | 'OrgWorkflowTemplates' | 'OrgPersonProfiles';

/**
 * The organisation's settings pages, each for those holding the capability it asks for; `text` names
 * what the page is for, under `settings.` in the organisation's translations.
 */
const settingsSections: readonly { route: SettingsRoute; capability: CapabilityName; text: string }[] = [
  { route: 'OrgPositions', capability: 'manage_positions', text: 'positions' },
  { route: 'OrgWorkflowTemplates', capability: 'manage_workflow_templates', text: 'workflowTemplates' },
  { route: 'OrgPersonProfiles', capability: 'create_person_profiles', text: 'people' },
];

/** The settings sections the current user manages in the organisation. */
export const useSettingsSections = (organisationId: number) => {
  const capabilities = useCurrentUser()?.user_can ?? {};
  return settingsSections.filter(({ capability }) => hasCapability(capabilities, capability, organisationId));
};

/**
 * The tabs at the top of the settings pages: the overview (OrgSettings, the organisation's office staff)
 * and each section the user manages. The current page's tab shows even without its capability, as its
 * route let them in another way (an international-office consultant reading positions). Nothing when
 * there is only the one tab to show.
 */
export function SettingsTabs({
  organisationId,
  current,
}: {
  organisationId: number;
  current: 'OrgSettings' | SettingsRoute;
}) {
  const { t } = useOrganisationTranslation();
  const { t: shellText } = useTranslation('shell');
  const user = useCurrentUser();
  const sections = useSettingsSections(organisationId);
  const params = { org_id: organisationId };
  const overview =
    user && isOfficeStaffFor(user, organisationId)
      ? [{ id: 'OrgSettings', label: t('settings.overviewTab'), href: routePath('OrgSettings', params) }]
      : [];
  const items = [
    ...overview,
    ...settingsSections
      .filter(({ route }) => route === current || sections.some((section) => section.route === route))
      .map(({ route }) => ({
        id: route,
        label: shellText(`pageTitle.${route}`),
        href: routePath(route, params),
      })),
  ];
  if (items.length < 2) return null;
  return <NavTabs items={items} currentId={current} aria-label={shellText('pageTitle.OrgSettings')} />;
}
