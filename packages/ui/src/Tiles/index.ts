export type { TilesColumns, TilesProps } from './Tiles.tsx';
export { Tiles, tilesColumns } from './Tiles.tsx';
