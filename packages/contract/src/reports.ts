import { z } from 'zod';
import { queryFlagSchema } from './primitives.ts';

/** The ABO report's query: `historical=true` adds the memberships and assignments that have ended. */
export const aboReportQuerySchema = z.strictObject({ historical: queryFlagSchema.optional() });
export type AboReportQuery = z.infer<typeof aboReportQuerySchema>;
