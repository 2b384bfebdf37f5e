// Apart from the dashboard's schema so that the browser's lists read it without carrying zod.
/** How many days ahead "arriving soon" looks. */
export const arrivingSoonDays = 90;
