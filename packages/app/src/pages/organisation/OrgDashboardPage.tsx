import { useTranslation } from 'react-i18next';
import { useActiveOrganisation } from '../../features/session/index.ts';

/**
 * Where Home sends office staff (spec 01 §2.3). The dashboard's content belongs to a later issue; until
 * then the page names the organisation, and the shell around it offers the organisation's pages.
 */
export function Page() {
  const { t } = useTranslation('shell');
  const { organisation } = useActiveOrganisation();
  return <h1>{t('shell.organisationDashboard.title', { organisation: organisation?.name ?? '' })}</h1>;
}
