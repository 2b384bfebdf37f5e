import type { LucideIcon } from 'lucide-react';
import type { RouteTarget } from '../routes/routePath.ts';

/** An i18n key with its interpolation values; every label on a menu is translated (house style). */
export interface NavLabel {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** A visible menu entry: a link to a route, or a section whose sub-menu holds further entries. */
export interface NavEntry {
  id: string;
  label: NavLabel;
  /** A decorative icon before the label; the top-level entries have one, the entries of a sub-menu none. */
  icon?: LucideIcon;
  to?: RouteTarget;
  /**
   * Where `to` leads when it is a redirect (Your profile → the user's own profile page): the entry is the
   * current one there too.
   */
  landsOn?: RouteTarget;
  children?: NavEntry[];
}

/** A menu entry as defined, with the rule that shows it (shown when there is none). */
export interface NavEntryDefinition<Context> extends Omit<NavEntry, 'children'> {
  isShown?: (context: Context) => boolean;
  children?: readonly NavEntryDefinition<Context>[];
}

/** The entries a context shows; a section is shown only while one of its entries is. */
export const visibleEntries = <Context>(
  definitions: readonly NavEntryDefinition<Context>[],
  context: Context,
): NavEntry[] =>
  definitions.flatMap(({ isShown, children, ...entry }) => {
    if (isShown && !isShown(context)) return [];
    if (children === undefined) return [entry];
    const visibleChildren = visibleEntries(children, context);
    return visibleChildren.length === 0 ? [] : [{ ...entry, children: visibleChildren }];
  });
