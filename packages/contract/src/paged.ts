import { z } from 'zod';

const pageLinkSchema = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });

/** The paged-list shape every list call answers with. */
export const pagedSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    per_page: z.number().int().positive(),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    links: z.array(pageLinkSchema),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
export type Paged<Item> = {
  data: Item[];
  total: number;
  from: number | null;
  to: number | null;
  per_page: number;
  current_page: number;
  last_page: number;
  links: { url: string | null; label: string; active: boolean }[];
  next_page_url: string | null;
  prev_page_url: string | null;
};
