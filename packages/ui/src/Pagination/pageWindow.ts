/** A page number to show as a button, or a gap ("…") between distant pages. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The pages to offer: always the first and last, the current one with `siblings` either side, and
 * a gap where pages are left out. A gap never hides a single page (that page is shown instead).
 */
export function pageWindow(current: number, last: number, siblings = 1): PageItem[] {
  if (last < 1) return [];
  const start = Math.max(1, current - siblings);
  const end = Math.min(last, current + siblings);
  const pages = new Set([1, last]);
  for (let page = start; page <= end; page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
