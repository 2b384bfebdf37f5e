import { routeTable } from '../routes/table.ts';

/** Every route's name, path and whether it needs no session, for the build's list of page preloads. */
export const routeShapes = routeTable.map(({ name, path, isPublic }) => ({ name, path, isPublic }));
