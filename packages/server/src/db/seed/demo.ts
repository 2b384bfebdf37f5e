import { type Kysely, sql } from 'kysely';
import { toDateText } from '../../dates.ts';
import type { FileStore } from '../../modules/assets/file-store.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { writeSetting } from '../../modules/system-settings/repository.ts';
import { defaultFeatureFlags, settingKeys } from '../../modules/system-settings/service.ts';
import type { Database, SecurityGroupRole } from '../schema.ts';
import { demoPassword } from './demo-accounts.ts';
import { addActivity } from './demo-activity.ts';
import { addArrivals } from './demo-arrivals.ts';
import { addAssignmentWorkflows } from './demo-assignment-workflows.ts';
import { addDemoFiles } from './demo-files.ts';
import { addNewcomer } from './demo-newcomer.ts';
import { addOpportunities } from './demo-opportunities.ts';
import { addOrganisations } from './demo-organisations.ts';
import { addPeople } from './demo-people.ts';
import { addPositionsAndWorkflows } from './demo-workflows.ts';
import { SeededRandom } from './random.ts';
import { SeedRows } from './seed-rows.ts';

/** Parents before children, so that every foreign key finds its row. */
const writeOrder = [
  'organisations',
  'regions',
  'geolocations',
  'vision_strategy_papers',
  'units',
  'teams',
  'requisitions',
  'positions',
  'workflow_templates',
  'workflow_template_stages',
  'workflow_template_tasks',
  'users',
  'office_staff',
  'education_consultants',
  'families',
  'person_profiles',
  'person_profile_mobilising_organisations',
  'person_profile_addresses',
  'person_profile_nationalities',
  'person_profile_languages',
  'person_profile_phone_numbers',
  'security_group_members',
  'memberships',
  'team_members',
  'assignments',
  'itinerary_items',
  'outbound_logistics_plans',
  'reviews',
  'review_reviewers',
  'leave_requests',
  'leave_request_types',
  'leave_request_subjects',
  'leave_request_travelling_family_members',
  'leave_request_assignments',
  'travel_plans',
  'travel_plan_types',
  'travel_plan_subjects',
  'travel_plan_assignments',
  'applications',
  'application_workflow_stages',
  'application_applicants',
  'application_invited_applicants',
  'position_assignments',
  'task_instances',
  'appointments',
  'education_plans',
] as const satisfies readonly (keyof Database)[];

export interface SeedDemoOptions {
  /** The day the demo's dates are relative to (reviews overdue, plans expired, assignments active). */
  today?: Date;
  seed?: number;
  /** Where the demo's attached files go; without it the demo has no files. */
  files?: FileStore;
}

/**
 * Writes the demo organisation set into an empty database (no organisations, no users) and answers true;
 * leaves any other database alone and answers false.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // One seeder at a time, as for migrations; the second finds the data and stops.
    await sql`select pg_advisory_xact_lock(7348120261128)`.execute(trx);
    if (!(await isEmpty(trx))) {
      return false;
    }
    const passwordHash = await hashPassword(demoPassword);
    const today = toDateText(options.today ?? new Date());
    const seed = options.seed ?? 20261128;
    const random = new SeededRandom(seed);
    const rows = new SeedRows();
    const groups = await trx.selectFrom('security_groups').select(['id', 'role']).execute();
    const securityGroupIds = Object.fromEntries(groups.map((group) => [group.role, group.id])) as Record<
      SecurityGroupRole,
      number
    >;
    const organisations = addOrganisations(rows);
    const opportunities = addOpportunities(rows, random, organisations);
    const workflows = addPositionsAndWorkflows(rows, organisations);
    const people = addPeople({ rows, random, today, organisations, passwordHash, securityGroupIds });
    addActivity({ rows, random, today, organisations, opportunities, people, workflows });
    addNewcomer({
      rows,
      random: new SeededRandom(seed + 1),
      today,
      organisations,
      opportunities,
      passwordHash,
      securityGroupIds,
    });
    addArrivals({
      rows,
      random: new SeededRandom(seed + 2),
      today,
      organisations,
      opportunities,
      people,
    });
    await rows.write(trx, writeOrder);
    await setCurrentAddresses(trx);
    await addAssignmentWorkflows(trx, organisations.europe, today);
    if (options.files) {
      // Bytes are not part of the transaction: should it fail after this, two small files stay orphaned.
      await addDemoFiles(trx, options.files, options.today ?? new Date());
    }
    const allOn = Object.fromEntries(Object.keys(defaultFeatureFlags).map((flag) => [flag, true]));
    await writeSetting(trx, settingKeys.featureFlags, allOn, new Date());
    return true;
  });
}

async function isEmpty(db: Kysely<Database>) {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from organisations) or exists (select 1 from users) as used
  `.execute(db);
  return rows[0]?.used === false;
}

/**
 * Each person's current address is their correspondence (CORR) address, or the field (FLD) address it
 * became when they went to the field (addAssignments): a person has one or the other.
 */
export async function setCurrentAddresses(db: Kysely<Database>, personIds?: { from: number; to: number }) {
  await sql`
    update person_profiles p set current_address_id = a.id
    from person_profile_addresses a
    where a.person_profile_id = p.id and a.type in ('CORR', 'FLD') and p.current_address_id is null
    ${personIds ? sql`and p.id between ${personIds.from} and ${personIds.to}` : sql``}
  `.execute(db);
}
