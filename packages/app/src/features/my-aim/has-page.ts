import type { RouteName } from '../../routes/route-names.ts';
import { routeEntry } from '../../routes/table.ts';

/**
 * Whether a route has its screen yet. Screens of later issues are registered without one and render
 * NotFound, so the member's area lists such records without linking to them until they land.
 */
export const hasPage = (name: RouteName): boolean => routeEntry(name).page !== undefined;
