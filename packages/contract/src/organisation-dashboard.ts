import { z } from 'zod';
import { arrivingSoonDays } from './arriving-soon.ts';

export { arrivingSoonDays };

/**
 * The counts of the organisation dashboard for its office staff, each what the list it links to holds:
 * the people the organisation mobilises, people whose planned or active assignment with it starts within
 * arrivingSoonDays, leave requests it has to decide, its applications in progress, and reviews of its
 * assignments (received, or of people it mobilises) past their date and not submitted.
 */
export const organisationDashboardSchema = z.object({
  people: z.number().int().nonnegative(),
  arriving_soon: z.number().int().nonnegative(),
  leave_awaiting_approval: z.number().int().nonnegative(),
  applications_in_progress: z.number().int().nonnegative(),
  overdue_reviews: z.number().int().nonnegative(),
});
export type OrganisationDashboard = z.infer<typeof organisationDashboardSchema>;
