import { z } from 'zod';
import {
  codeTextSchema,
  commaListSchema,
  idListQuerySchema,
  idSchema,
  nameTextSchema,
  noteTextSchema,
  pageQuerySchema,
  searchTextSchema,
  timestampSchema,
} from './primitives.ts';

/** Requisition availability. */
export const requisitionAvailabilities = ['OPEN', 'FULFILLED', 'RETRACTED'] as const;
export const requisitionAvailabilitySchema = z.enum(requisitionAvailabilities);
export type RequisitionAvailability = z.infer<typeof requisitionAvailabilitySchema>;

/** The names the product shows each availability as (English; the app translates them). */
export const requisitionAvailabilityLabels = {
  OPEN: 'Open',
  FULFILLED: 'Filled',
  RETRACTED: 'Archived',
} as const satisfies Record<RequisitionAvailability, string>;

/** A requisition search result, field for field. */
export const requisitionSearchResultSchema = z.object({
  public_id: codeTextSchema,
  title: nameTextSchema,
  region_id: idSchema.nullable(),
  availability: requisitionAvailabilitySchema,
});
export type RequisitionSearchResult = z.infer<typeof requisitionSearchResultSchema>;

/** Vision strategy paper as search shows it; `searchable_text` is the text the search matches. */
export const visionStrategyPaperSchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  searchable_text: noteTextSchema,
  last_updated: timestampSchema,
});
export type VisionStrategyPaper = z.infer<typeof visionStrategyPaperSchema>;

/** The sort of the search lists: by last update, `-` for newest first. */
export const lastUpdatedSortSchema = z.enum(['last_updated', '-last_updated']);

/** `GET api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=`. */
export const requisitionListQuerySchema = z.strictObject({
  search: searchTextSchema.optional(),
  sort: lastUpdatedSortSchema.optional(),
  exclude_availability: commaListSchema(requisitionAvailabilitySchema).optional(),
  /** Keeps one organisation's (or some organisations') requisitions: the per-organisation listing. */
  organisation: idListQuerySchema.optional(),
  ...pageQuerySchema.shape,
});
export type RequisitionListQuery = z.infer<typeof requisitionListQuerySchema>;

/** `GET /api/vision-strategy-papers?per_page=5&sort=-last_updated&search={query}`. */
export const visionStrategyPaperListQuerySchema = z.strictObject({
  search: searchTextSchema.optional(),
  sort: lastUpdatedSortSchema.optional(),
  /** Keeps one organisation's (or some organisations') papers: the per-organisation library. */
  organisation: idListQuerySchema.optional(),
  ...pageQuerySchema.shape,
});
export type VisionStrategyPaperListQuery = z.infer<typeof visionStrategyPaperListQuerySchema>;
