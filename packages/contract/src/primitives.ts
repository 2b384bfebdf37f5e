import { z } from 'zod';

// The building blocks every entity file uses, so a date, an id or a bounded text means the same
// everywhere. The length limits are exported for the database columns to match them.

/** A database id. */
export const idSchema = z.number().int().positive();

/**
 * A calendar day as the spec stores it: `YYYY-MM-DD` with dashes (R-CONST-009).
 * `20240131` or `31/01/2024` are rejected, and so is a day that does not exist (`2023-02-29`).
 */
export const isoDateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
export type IsoDate = z.infer<typeof isoDateSchema>;

/** A moment in time (creation and update stamps): ISO 8601 with a time zone offset or Z. */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

export const textLimits = {
  /** A code: country, language, organisation code, public id. */
  code: 32,
  /** A personal name, a title, a label. */
  name: 100,
  /** E-mail addresses (RFC 5321 path limit). */
  email: 320,
  /** One line: an address line, a destination, a phone number, a URL. */
  line: 255,
  /** Free text: notes, descriptions, reasons. */
  note: 10_000,
  /** A search box. */
  search: 200,
} as const;

const boundedText = (max: number) => z.string().max(max, { error: `must be at most ${max} characters long` });
export const codeTextSchema = boundedText(textLimits.code);
export const nameTextSchema = boundedText(textLimits.name);
export const emailTextSchema = boundedText(textLimits.email);
export const lineTextSchema = boundedText(textLimits.line);
export const noteTextSchema = boundedText(textLimits.note);
export const searchTextSchema = z
  .string()
  .trim()
  .max(textLimits.search, {
    error: `must be at most ${textLimits.search} characters long`,
  });

/** An organisation as every reference to one carries it. */
export const organisationSchema = z.object({ id: idSchema, name: nameTextSchema });
export type Organisation = z.infer<typeof organisationSchema>;

/** The ids of stored files (assets); the app fetches the files themselves through `private/api/assets?id=`. */
export const assetIdsSchema = z.array(idSchema);

/** A period with a start and an end day (assignment proposed and confirmed dates, itinerary items). */
export const dateRangeSchema = z.object({
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

/** Who and when a record was created and last updated. */
export const changeStampSchema = z.object({
  createdAt: timestampSchema,
  createdBy: idSchema.nullable(),
  updatedAt: timestampSchema,
  updatedBy: idSchema.nullable(),
});

/** The optimistic-lock counter of an editable record: a write naming an older version is refused with 409. */
export const versionSchema = z.number().int().nonnegative();

// ---- Query strings ----
// Query strings carry arrays comma-joined (`a,b,c`), and flags either bare (`?with_status`)
// or as `true`/`false`. A repeated key (`?id=1&id=2`) is accepted too.

const queryValues = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '');

/** A comma-joined list in a query string, each item checked by `item`. */
export const commaListSchema = <Item extends z.ZodType>(item: Item, max = 1000) =>
  z
    .preprocess(queryValues, z.array(item).max(max, { error: `must list at most ${max} values` }))
    .meta({ description: 'comma-joined: a,b,c' });

/** A whole number in a query string or a path (`per_page=25`, `/api/teams/7`). */
export const queryIntSchema = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d{1,16}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

/** A comma-joined list of ids (`id=1,2,3`). */
export const idListQuerySchema = commaListSchema(queryIntSchema(1));

/** A flag in a query string: bare (`?with_status`), `true`/`1` or `false`/`0`. */
export const queryFlagSchema = z
  .enum(['', 'true', '1', 'false', '0'], { error: 'must be true or false' })
  .transform((value) => value !== 'false' && value !== '0');

/** `per_page` and `page` of every list call; the app asks for up to 9999 at once. */
export const maxPerPage = 9999;
export const pageQuerySchema = z.object({
  per_page: queryIntSchema(1, maxPerPage).optional(),
  page: queryIntSchema(1).optional(),
});

/** The `{id}` of a path such as `/api/person-profiles/{id}`: a positive whole number, else 422. */
export const idParamsSchema = z.strictObject({ id: queryIntSchema(1) });

/** A person as another record names one (an assignee, a reviewer option, a member): enough to show a name and avatar. */
export const personReferenceSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  avatarId: idSchema.nullable(),
});
export type PersonReference = z.infer<typeof personReferenceSchema>;
