import { z } from 'zod';
import { timestampSchema } from './primitives.ts';

/**
 * A private calendar feed as its owner sees it: only when its address was made, since the server keeps a
 * hash of the secret and cannot show the address again (null: no address made yet).
 */
export const calendarFeedSchema = z.object({ createdAt: timestampSchema.nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new address of a calendar feed, shown this once; any older address of the same feed is dead. */
export const calendarFeedLinkSchema = z.object({ url: z.url(), createdAt: timestampSchema });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/**
 * The secret in a feed's address. Any text up to the router's limit is taken, so that a malformed secret
 * is the same 404 as a wrong one and tells nothing about what a right one looks like.
 */
export const calendarFeedSecretParamsSchema = z.strictObject({ secret: z.string().max(200) });
