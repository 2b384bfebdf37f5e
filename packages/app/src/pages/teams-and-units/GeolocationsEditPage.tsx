import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { GeolocationForm, useTeamsAndUnitsTranslation } from '../../features/teams-and-units/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePlaceOfUrl } from './usePlaceOfUrl.ts';

/** GeolocationsEdit (/geolocations/{id}/edit): its form, for a place the reader may change. */
export function Page() {
  const { t } = useTeamsAndUnitsTranslation();
  const { id, place } = usePlaceOfUrl();
  return (
    <RecordStates query={place} isKnownId={id !== null}>
      {(data) =>
        data.user_can.includes('update') ? (
          <PageFrame width="narrow">
            <PageHeader title={t('form.editTitle.geolocation', { name: data.name })} />
            <GeolocationForm key={data.version} place={data} onReload={() => place.refetch()} />
          </PageFrame>
        ) : (
          <NotFoundPage homeHref={routePath('Home')} />
        )
      }
    </RecordStates>
  );
}
