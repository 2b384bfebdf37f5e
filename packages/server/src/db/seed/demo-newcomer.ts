import { demoAccounts } from './demo-accounts.ts';
import { addAssignments } from './demo-activity.ts';
import type { DemoOpportunities } from './demo-opportunities.ts';
import { addFamily, culturesByCountry, type DemoFamily, type PeopleContext } from './demo-people.ts';

/**
 * The newcomer demo account: a member of AIM North America with a spouse and a child, on a planned
 * assignment whose offer waits for their answer, who has not completed the My AIM onboarding yet, so
 * the onboarding can be walked.
 * Its own random source keeps every other demo row as it was before the newcomer came.
 */
export function addNewcomer(context: PeopleContext & { opportunities: DemoOpportunities }): DemoFamily {
  const year = Number(context.today.slice(0, 4));
  const family = addFamily(context, {
    name: 'Carter',
    organisationId: context.organisations.northAmerica,
    culture: culturesByCountry('US'),
    adults: [
      { first_name: 'Nathan', last_name: 'Carter', sex: 'MALE', date_of_birth: '1993-07-15' },
      { first_name: 'Abigail', last_name: 'Carter', sex: 'FEMALE', date_of_birth: '1994-03-02' },
    ],
    children: [
      { first_name: 'Lily', last_name: 'Carter', sex: 'FEMALE', date_of_birth: `${year - 4}-10-11` },
    ],
    memberEmail: demoAccounts.newcomer,
    memberOnboarded: false,
  });
  const [own] = addAssignments(context, family.adults, 'PLANNED', family);
  // Their office has offered them the assignment, shared with them, so the demo can accept it.
  if (own) {
    context.rows.update('assignments', own.id, {
      offer_status: 'OFFERED',
      offer_notes: 'Two years with the Nairobi team; flights and the first month’s housing are covered.',
      offer_accepted_on: null,
    });
  }
  return family;
}
