import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../features/people/index.ts';
import {
  GeolocationForm,
  GeolocationList,
  GeolocationView,
  geolocationQueryOptions,
  useTeamsAndUnitsTranslation,
} from '../../features/teams-and-units/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** The place the URL names, and the page titled with its name. */
function usePlaceOfUrl() {
  const id = useIdParam();
  const place = useQuery({ ...geolocationQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(place.data?.name);
  return { id, place };
}

/** Geolocations (/geolocations). */
export function ListPage() {
  const { t } = useTranslation('shell');
  usePageTitle();
  return <GeolocationList title={t('pageTitle.Geolocations')} />;
}

/** GeolocationsShow (/geolocations/{id}): the place, in text and on the map. */
export function ShowPage() {
  const { id, place } = usePlaceOfUrl();
  return (
    <RecordStates query={place} isKnownId={id !== null}>
      {(data) => <GeolocationView place={data} />}
    </RecordStates>
  );
}

/** GeolocationsEdit (/geolocations/{id}/edit): its form, for a place the reader may change. */
export function EditPage() {
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

/** GeolocationsCreate (/geolocations/create). */
export function CreatePage() {
  const { t } = useTeamsAndUnitsTranslation();
  usePageTitle();
  return (
    <PageFrame width="narrow">
      <PageHeader title={t('form.createTitle.geolocation')} subtitle={t('form.createIntro.geolocation')} />
      <GeolocationForm place={null} />
    </PageFrame>
  );
}
