import { brands } from '@mobilise/tokens';
import i18next from 'i18next';
import type { LanguageBundle } from '../i18n/setup.ts';
import { matchRoute } from '../routes/match-route.ts';
import type { RouteName } from '../routes/route-names.ts';
import { routeEntry } from '../routes/table.ts';
import { composePageTitle } from '../shell/usePageTitle.ts';
import { startEnglishI18n } from './english-i18n.ts';

/**
 * The document title a first visit sees before the app runs: the page's name in English with the default
 * brand, as the app itself titles the page. Without it a prerendered page is announced as the bare brand
 * name until the scripts arrive, and every such tab reads the same.
 */
export const firstVisitTitle = (path: string, english: LanguageBundle): Promise<string> =>
  firstVisitRouteTitle(matchRoute(path).entry.name, english);

/** The same for a route, whatever its parameters (a signed-in page's document serves them all). */
export const firstVisitRouteTitle = async (name: RouteName, english: LanguageBundle): Promise<string> => {
  await startEnglishI18n(english);
  return composePageTitle(i18next.t(routeEntry(name).titleKey), null, brands.default.name);
};
