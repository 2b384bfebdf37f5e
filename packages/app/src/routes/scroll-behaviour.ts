import type { RouteName } from './route-names.ts';
import { routeEntry } from './table.ts';

/** What the window does after a navigation. */
export type ScrollAfterNavigation = 'smooth-to-top' | 'keep';

const keepsScroll = (name: RouteName) => routeEntry(name).taskChildOf !== undefined;

/**
 * A navigation scrolls smoothly to the top, unless the target or the previous route is a keep-scroll
 * route (a task or task-instance child, which opens over its parent's page). The first
 * page of a visit has no previous route and starts at the top anyway.
 */
export const scrollAfterNavigation = (
  previous: RouteName | null,
  target: RouteName,
): ScrollAfterNavigation =>
  previous === null || keepsScroll(previous) || keepsScroll(target) ? 'keep' : 'smooth-to-top';
