import { z } from 'zod';
import { idSchema, isoDateSchema } from './primitives.ts';

/** Application status, the values spec 01 §4 has seen. */
export const applicationStatuses = ['IN_PROGRESS', 'REJECTED', 'ABANDONED', 'ON_HOLD', 'APPOINTED'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Term types of applications and appointments (spec 01 §4). */
export const termTypes = ['SHORT_TERM', 'FULL_TERM'] as const;
export const termTypeSchema = z.enum(termTypes);
export type TermType = z.infer<typeof termTypeSchema>;

/** An appointment made from an application (spec 01 §3); `appointed_by` is the appointing user's id. */
export const appointmentSchema = z.object({
  application_id: idSchema,
  appointee_id: idSchema,
  term_type: termTypeSchema,
  appointment_date: isoDateSchema,
  appointed_by: idSchema.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
