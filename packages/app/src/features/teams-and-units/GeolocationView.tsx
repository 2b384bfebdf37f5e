import type { Geolocation } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { type DescriptionItem, DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import { routePath } from '../../routes/routePath.ts';
import { useCountryName } from '../reference-data/index.ts';
import { organisationsQueryOptions } from '../session/index.ts';
import { PlaceMap } from './PlaceMap.tsx';
import * as styles from './teams-and-units.css.ts';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

/** A coordinate as the page writes it: the number in the reader's language, with its degree sign. */
export const useCoordinateText = () => {
  const { t } = useTeamsAndUnitsTranslation();
  return (place: Pick<Geolocation, 'latitude' | 'longitude'>) =>
    place.latitude === null || place.longitude === null
      ? t('geolocations.noCoordinates')
      : t('geolocations.coordinates', { latitude: place.latitude, longitude: place.longitude });
};

/**
 * A place: its name, country, coordinates and organisation in text, and its point on the world map
 * (whose accessible name says the same).
 */
export function GeolocationView({ place }: { place: Geolocation }) {
  const { t } = useTeamsAndUnitsTranslation();
  const countryName = useCountryName();
  const coordinates = useCoordinateText()(place);
  const organisations = useQuery(organisationsQueryOptions).data;
  const items: DescriptionItem[] = [
    { id: 'country', term: t('fields.country'), description: countryName(place.country) },
    { id: 'coordinates', term: t('fields.coordinates'), description: coordinates },
    {
      id: 'organisation',
      term: t('fields.organisation'),
      description:
        place.organisation_id === null
          ? t('geolocations.shared')
          : (organisations?.find(({ id }) => id === place.organisation_id)?.name ?? ''),
    },
  ];
  const point =
    place.latitude === null || place.longitude === null
      ? null
      : { latitude: place.latitude, longitude: place.longitude };
  return (
    <DetailPage
      header={
        <PageHeader
          title={place.name}
          subtitle={t('geolocations.one')}
          secondaryActions={
            place.user_can.includes('update') ? (
              <ButtonLink variant="secondary" href={routePath('GeolocationsEdit', { id: place.id })}>
                {t('actions.edit')}
              </ButtonLink>
            ) : null
          }
        />
      }
    >
      <DetailSection title={t('show.overview')}>
        <DescriptionList items={items} />
      </DetailSection>
      <DetailSection title={t('geolocations.map')}>
        <div className={styles.mapFrame}>
          <PlaceMap
            point={point}
            label={t('geolocations.mapLabel', {
              name: place.name,
              country: countryName(place.country),
              coordinates,
            })}
          />
        </div>
      </DetailSection>
    </DetailPage>
  );
}
