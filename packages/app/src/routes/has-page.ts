import type { RouteName } from './route-names.ts';
import { routeEntry } from './table.ts';

/**
 * Whether a route has its screen yet. Screens of later issues are registered without one and render
 * NotFound, so the member's area lists such records without linking to them until they land.
 */
export const hasPage = (name: RouteName): boolean => routeEntry(name).page !== undefined;
