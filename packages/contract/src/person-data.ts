import { z } from 'zod';

/** `POST api/person-profiles/{id}/purge`: the confirmation the admin typed (see purgeConfirmationOf). */
export const purgePersonBodySchema = z.strictObject({ confirmation: z.string().max(500) });
export type PurgePersonBody = z.infer<typeof purgePersonBodySchema>;

/** What a purge answers: the id of the person, now "Removed person #id". */
export const purgedPersonSchema = z.strictObject({ id: z.number().int(), purgedAt: z.string() });
export type PurgedPerson = z.infer<typeof purgedPersonSchema>;
