import type { Geolocation } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Table, type TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { routePath } from '../../routes/routePath.ts';
import { useCountryName } from '../reference-data/index.ts';
import { organisationsQueryOptions } from '../session/index.ts';
import { geolocationsQueryOptions } from './api/teams-and-units-queries.ts';
import { useCoordinateText } from './GeolocationView.tsx';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

/**
 * Geolocations: the places the reader keeps (their organisations' and the shared ones) with their
 * country, coordinates and organisation, each leading to its page; and the way to create one.
 */
export function GeolocationList({ title }: { title: string }) {
  const { t } = useTeamsAndUnitsTranslation();
  const places = useQuery(geolocationsQueryOptions());
  const refresh = useListRefresh(places);
  const countryName = useCountryName();
  const coordinates = useCoordinateText();
  const organisations = useQuery(organisationsQueryOptions).data;
  const count = places.data?.data.length;
  const columns: TableColumn[] = [
    { id: 'name', label: t('fields.name'), isRowHeader: true },
    { id: 'country', label: t('fields.country') },
    { id: 'coordinates', label: t('fields.coordinates') },
    { id: 'organisation', label: t('fields.organisation') },
  ];
  const renderCell = (place: Geolocation, column: TableColumn) => {
    switch (column.id) {
      case 'country':
        return countryName(place.country);
      case 'coordinates':
        return coordinates(place);
      case 'organisation':
        return place.organisation_id === null
          ? t('geolocations.shared')
          : organisations?.find(({ id }) => id === place.organisation_id)?.name;
      default:
        return place.name;
    }
  };

  const results = () => {
    if (places.isPending) return <LoadingState />;
    if (places.isError) return <ErrorState onRetry={refresh}>{t('geolocations.loadError')}</ErrorState>;
    return (
      <Table
        aria-label={title}
        columns={columns}
        rows={places.data.data}
        renderCell={renderCell}
        getRowHref={(place) => routePath('GeolocationsShow', { id: place.id })}
      />
    );
  };

  return (
    <ListPage
      header={
        <PageHeader
          title={title}
          subtitle={t('geolocations.intro')}
          primaryAction={
            <ButtonLink href={routePath('GeolocationsCreate')}>{t('geolocations.create')}</ButtonLink>
          }
        />
      }
      count={count}
      countLabel={count === undefined ? undefined : t('geolocations.count', { count })}
      emptyState={<EmptyState title={t('geolocations.empty')} />}
    >
      {results()}
    </ListPage>
  );
}
