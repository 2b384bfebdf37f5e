import { GeolocationView } from '../../features/teams-and-units/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePlaceOfUrl } from './usePlaceOfUrl.ts';

/** GeolocationsShow (/geolocations/{id}): the place, in text and on the map. */
export function Page() {
  const { id, place } = usePlaceOfUrl();
  return (
    <RecordStates query={place} isKnownId={id !== null}>
      {(data) => <GeolocationView place={data} />}
    </RecordStates>
  );
}
