import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../brand/useBrand.ts';
import { matchRoute } from '../routes/match-route.ts';
import type { PageTitleKey } from '../routes/table.ts';

const separator = ' · ';

/** "‹page› · ‹subject› · ‹brand›", leaving out a subject not known (yet). */
export const composePageTitle = (page: string, subject: string | null | undefined, brandName: string) =>
  [page, subject, brandName].filter(Boolean).join(separator);

/** The namespace of a `namespace:key` translation key, so `useTranslation` waits for the right texts. */
const namespaceOf = (key: PageTitleKey) => key.slice(0, key.indexOf(':'));

/**
 * Sets the document title of the page on screen: the page's name from the route table (or `titleKey`,
 * for a page that stands in for the route's own, such as an error), the person or organisation the page is
 * about once it is known, and the brand's name, in the reader's language. Screen reader users hear the title
 * first and tell tabs and history entries apart by it, so every page calls this.
 */
export const usePageTitle = (subject?: string | null, titleKey?: PageTitleKey) => {
  const { pathname } = useLocation();
  const key = titleKey ?? matchRoute(pathname).entry.titleKey;
  const { t } = useTranslation(namespaceOf(key));
  const brand = useBrand();
  const title = composePageTitle(t(key), subject, brand.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
