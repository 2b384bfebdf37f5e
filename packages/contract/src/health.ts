import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;
export const databaseKindSchema = z.enum(databaseKinds);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** `GET /api/health`: the server is up, and which database it uses. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});
export type Health = z.infer<typeof healthSchema>;
