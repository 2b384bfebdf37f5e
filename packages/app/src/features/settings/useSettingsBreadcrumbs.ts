import type { NavItem } from '@mobilise/ui/TopNav';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../routes/routePath.ts';

/** A settings page below the index: its route, or a record's name and address. */
type Below = { route: 'OrgPositions' | 'OrgWorkflowTemplates' } | { label: string; href: string };

/**
 * The trail from the organisation's settings down to the page (the last entry, shown but not a link):
 * `below` lists the pages under Settings in order, each a settings route or a record.
 */
export const useSettingsBreadcrumbs = (organisationId: number, ...below: Below[]): NavItem[] => {
  const { t } = useTranslation('shell');
  const params = { org_id: organisationId };
  return [
    { id: 'OrgSettings', label: t('pageTitle.OrgSettings'), href: routePath('OrgSettings', params) },
    ...below.map((entry) =>
      'route' in entry
        ? { id: entry.route, label: t(`pageTitle.${entry.route}`), href: routePath(entry.route, params) }
        : { id: entry.href, label: entry.label, href: entry.href },
    ),
  ];
};
