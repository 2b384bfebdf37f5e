import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { GeolocationForm, useTeamsAndUnitsTranslation } from '../../features/teams-and-units/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** GeolocationsCreate (/geolocations/create). */
export function Page() {
  const { t } = useTeamsAndUnitsTranslation();
  usePageTitle();
  return (
    <PageFrame width="narrow">
      <PageHeader title={t('form.createTitle.geolocation')} subtitle={t('form.createIntro.geolocation')} />
      <GeolocationForm place={null} />
    </PageFrame>
  );
}
