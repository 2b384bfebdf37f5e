export type { WorldMapPoint, WorldMapProps } from './WorldMap.tsx';
export { WorldMap } from './WorldMap.tsx';
