// Apart from the list query's schema so that the browser's sort control does not carry zod.
/** The orders of the people list: by last then first name, or by last update; `-` reverses. */
export const personProfileSorts = ['name', '-name', 'last_updated', '-last_updated'] as const;
export type PersonProfileSort = (typeof personProfileSorts)[number];
