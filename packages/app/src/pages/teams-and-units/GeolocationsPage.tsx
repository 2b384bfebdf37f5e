import { useTranslation } from 'react-i18next';
import { GeolocationList } from '../../features/teams-and-units/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Geolocations (/geolocations). */
export function Page() {
  const { t } = useTranslation('shell');
  usePageTitle();
  return <GeolocationList title={t('pageTitle.Geolocations')} />;
}
