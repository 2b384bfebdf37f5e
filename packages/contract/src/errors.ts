import { z } from 'zod';

/** Every non-2xx answer of the API: `code` is stable for programs, `message` is translated. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
