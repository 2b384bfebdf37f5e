import { geoEquirectangular, geoPath } from 'd3-geo';
import type { MouseEvent } from 'react';
import { feature } from 'topojson-client';
// Natural Earth's land at 1:110m, bundled with the app: the map needs no tile server and works offline.
import landTopology from 'world-atlas/land-110m.json';
import * as styles from './WorldMap.css.ts';

/** A point on the earth in degrees (WGS 84). */
export interface WorldMapPoint {
  latitude: number;
  longitude: number;
}

export interface WorldMapProps {
  /** What the map shows, in words (its accessible name): the place and its coordinates. */
  label: string;
  /** The point drawn on the map; none when null. */
  point: WorldMapPoint | null;
  /**
   * Takes the point clicked. A pointer convenience only: a form that picks a point offers the same
   * through number fields beside the map, which the keyboard reaches.
   */
  onPick?: (point: WorldMapPoint) => void;
}

const width = 960;
const height = 480;
/** Four decimals of a degree: about 11 m, finer than a click on the map can aim. */
const decimals = 4;

// The whole sphere on a plate carrée: every latitude and longitude a straight line, so a click maps
// back to its coordinates simply, and the map is drawn once for every instance.
const projection = geoEquirectangular().fitSize([width, height], { type: 'Sphere' });
type LandTopology = Parameters<typeof feature>[0];
const topology = landTopology as unknown as LandTopology;
const land = topology.objects.land;
const landPath = land ? (geoPath(projection)(feature(topology, land)) ?? '') : '';

// `|| 0` turns a -0 (a click a hair west or south of 0) into 0, which the fields then show as 0.
const rounded = (value: number) => Number(value.toFixed(decimals)) || 0;

/**
 * The world's land with one point marked, drawn from map data bundled with the app. The map is an
 * image to assistive technology: `label` says what it shows, and the page gives the coordinates and
 * the country in text as well.
 */
export function WorldMap({ label, point, onPick }: WorldMapProps) {
  const marked = point === null ? null : projection([point.longitude, point.latitude]);

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!onPick || matrix === null) return;
    const inSvg = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const coordinates = projection.invert?.([inSvg.x, inSvg.y]);
    if (!coordinates) return;
    const [longitude, latitude] = coordinates;
    onPick({ latitude: rounded(latitude), longitude: rounded(longitude) });
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the click is a pointer shortcut; the keyboard sets the same point through the form's number fields
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the number fields beside the map are its keyboard equivalent
    <svg
      className={onPick ? `${styles.map} ${styles.pickable}` : styles.map}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      onClick={onPick ? pick : undefined}
    >
      <path className={styles.land} d={landPath} />
      {marked ? <circle className={styles.marker} cx={marked[0]} cy={marked[1]} r={8} /> : null}
    </svg>
  );
}
