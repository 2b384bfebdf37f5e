import type { WorldMapPoint } from '@mobilise/ui/WorldMap';
import { lazy, Suspense } from 'react';
import * as styles from './teams-and-units.css.ts';

// The map's drawing code and its land data load only where a place is shown or picked, so no other
// page carries them.
const WorldMap = lazy(() => import('@mobilise/ui/WorldMap').then((module) => ({ default: module.WorldMap })));

export interface PlaceMapProps {
  label: string;
  point: WorldMapPoint | null;
  onPick?: (point: WorldMapPoint) => void;
}

/** The world map of a place, loaded on first use; its room is kept while it loads. */
export function PlaceMap(props: PlaceMapProps) {
  return (
    <Suspense fallback={<div className={styles.mapRoom} />}>
      <WorldMap {...props} />
    </Suspense>
  );
}
