import type { AssignmentStatus } from '@mobilise/contract';
import { addDays } from '../../dates.ts';
import type { DemoOpportunities } from './demo-opportunities.ts';
import type { DemoOrganisations } from './demo-organisations.ts';
import type { DemoPeople } from './demo-people.ts';
import type { SeededRandom } from './random.ts';
import type { SeedRows } from './seed-rows.ts';

interface ArrivalsContext {
  rows: SeedRows;
  /** Its own random source, so every other demo row stays as it was before the arrivals came. */
  random: SeededRandom;
  today: string;
  organisations: DemoOrganisations;
  opportunities: DemoOpportunities;
  people: DemoPeople;
}

/** What a newcomer goes through before the assignment itself starts. */
const preparations = ['LANGUAGE_SCHOOL', 'ABO', 'AIM_AIR_PRE_FIELD_ORIENTATION'] as const;

/**
 * The outbound logistics plans of the planned arrivals, and the offers of the potential ones, taken in
 * turn, so the demo holds every status of both whatever the other rows drew.
 */
const planStatuses = ['SUBMITTED', 'REJECTED', 'DRAFT', 'APPROVED', 'SUBMITTED'] as const;
const potentialOffers = ['DRAFT', 'DECLINED', 'WITHDRAWN'] as const;

/** Where each European office role is served, as the assignment's country (ISO 3166 alpha-2). */
const countries = ['PT', 'CH', 'FR', 'GB', 'ES'];

/**
 * People of other organisations coming to the European office's own roles, so its Inbound pages have
 * people in them: planned assignments starting within 90 days of the seed day (some with confirmed
 * dates) with an itinerary, shared with AIM Europe but one; and potential ones being explored, shared with it but one.
 * Those without an assignment of their own come, so nobody's field address or active assignment changes.
 */
export function addArrivals({ rows, random, today, organisations, opportunities, people }: ArrivalsContext) {
  // The singles addActivity gives no assignment, of the other organisations.
  const candidates = people.singles.filter(
    (person, index) =>
      (index % 3 === 2 || person.dateOfBirth <= '1958') && person.organisationId !== organisations.europe,
  );
  const roles = opportunities.officeRequisitions;
  const plan: { status: AssignmentStatus; startInDays: number; shared: boolean; confirmed: boolean }[] = [
    { status: 'PLANNED', startInDays: 12, shared: true, confirmed: true },
    { status: 'PLANNED', startInDays: 27, shared: true, confirmed: false },
    { status: 'PLANNED', startInDays: 45, shared: true, confirmed: true },
    { status: 'PLANNED', startInDays: 76, shared: true, confirmed: false },
    { status: 'POTENTIAL', startInDays: 150, shared: true, confirmed: false },
    { status: 'POTENTIAL', startInDays: 210, shared: true, confirmed: false },
    { status: 'PLANNED', startInDays: 60, shared: false, confirmed: false },
    { status: 'POTENTIAL', startInDays: 180, shared: false, confirmed: false },
  ];
  let planned = 0;
  let potential = 0;
  plan.forEach(({ status, startInDays, shared, confirmed }, index) => {
    const person = candidates[index];
    const role = roles[index % roles.length];
    if (!person || !role) return;
    const start = addDays(today, startInDays);
    const end = addDays(start, random.int(700, 1100));
    const id = rows.add('assignments', {
      assignee_person_profile_id: person.id,
      associated_with_type: 'REQUISITION',
      associated_with_id: role.id,
      associated_with_title: role.title,
      requisition_id: role.id,
      explored_by_organisation_id: person.organisationId,
      received_by_organisation_id: organisations.europe,
      country: countries[index % countries.length] ?? 'GB',
      status,
      is_shared_with_receiving_organisation: shared,
      is_shared_with_assignee: status === 'PLANNED',
      offer_status:
        status === 'PLANNED'
          ? random.pick(['OFFERED', 'ACCEPTED'] as const)
          : (potentialOffers[potential++ % potentialOffers.length] ?? null),
      proposed_start_date: start,
      proposed_end_date: end,
      confirmed_start_date: confirmed ? start : null,
      confirmed_end_date: confirmed ? end : null,
    });
    if (status === 'PLANNED') {
      rows.add('itinerary_items', {
        assignment_id: id,
        type: 'MAIN',
        responsible_for: 'AIM Europe',
        start_date: start,
        end_date: end,
        status: confirmed ? 'CONFIRMED' : 'PLANNED',
      });
      // A preparation before the start, its type and certainty taken in turn rather than drawn, so the
      // itineraries hold every type and date status whatever the other rows drew.
      rows.add('itinerary_items', {
        assignment_id: id,
        type: preparations[index % preparations.length] ?? 'ABO',
        responsible_for: 'AIM Europe',
        start_date: addDays(start, -42),
        end_date: addDays(start, -7),
        status: confirmed ? 'CONFIRMED' : index % 2 === 1 ? 'POTENTIAL' : 'PLANNED',
      });
      const planStatus = planStatuses[planned++ % planStatuses.length] ?? 'DRAFT';
      rows.add('outbound_logistics_plans', {
        assignment_id: id,
        notes: 'Flights booked by the sending office; books shipped by sea.',
        status: planStatus,
        submitted_at: planStatus === 'DRAFT' ? null : new Date(`${addDays(start, -60)}T12:00:00Z`),
      });
    }
  });
}
