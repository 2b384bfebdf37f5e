import {
  type ApplicationStatus,
  type AssignmentStatus,
  extraordinaryLeaveSubTypes,
  type LeaveRequestStatus,
  leaveTypes,
  type TermType,
  travelTypes,
} from '@mobilise/contract';
import type { Insertable } from 'kysely';
import { addDays } from '../../dates.ts';
import { jsonb } from '../json.ts';
import type { AssignmentsTable } from '../schema.ts';
import type { DemoOpportunities } from './demo-opportunities.ts';
import type { DemoOrganisations } from './demo-organisations.ts';
import type { DemoFamily, DemoPeople, DemoPerson } from './demo-people.ts';
import { demoTaskAnswers } from './demo-task-answers.ts';
import type { DemoWorkflow } from './demo-workflows.ts';
import type { SeededRandom } from './random.ts';
import type { SeedRows } from './seed-rows.ts';

interface Context {
  rows: SeedRows;
  random: SeededRandom;
  today: string;
  organisations: DemoOrganisations;
  opportunities: DemoOpportunities;
  people: DemoPeople;
  workflows: Map<number, DemoWorkflow>;
}

interface DemoAssignment {
  id: number;
  status: AssignmentStatus;
  organisationId: number;
  assignees: DemoPerson[];
  family: DemoFamily | undefined;
}

const statusCycle: AssignmentStatus[] = [
  'ACTIVE',
  'ACTIVE',
  'PLANNED',
  'POTENTIAL',
  'ENDED',
  'ACTIVE',
  'PLANNED',
  'ENDED',
];

/** Assignments (every status, one abandoned), reviews, leave and travel, applications, education plans. */
export function addActivity(context: Context) {
  const { people } = context;
  const assignments: DemoAssignment[] = [];
  // The member's family serves together, on an active assignment.
  assignments.push(...addAssignments(context, people.member.adults, 'ACTIVE', people.member));
  people.families.forEach((family, index) => {
    if (index % 6 !== 5) {
      assignments.push(
        ...addAssignments(
          context,
          family.adults,
          statusCycle[index % statusCycle.length] ?? 'ACTIVE',
          family,
        ),
      );
    }
  });
  people.singles.forEach((person, index) => {
    if (index % 3 !== 2 && person.dateOfBirth > '1958') {
      assignments.push(
        ...addAssignments(context, [person], statusCycle[(index + 3) % statusCycle.length] ?? 'ACTIVE'),
      );
    }
  });
  const potential = assignments.find((assignment) => assignment.status === 'POTENTIAL' && !assignment.family);
  if (potential) {
    markAbandoned(context, potential.id);
  }
  addReviews(context, assignments);
  addLeaveAndTravel(context, assignments);
  addApplications(context, assignments);
  addEducationPlans(context, assignments);
}

/** One assignment per person (a family's adults share dates and team); answers them. */
export function addAssignments(
  context: Pick<Context, 'rows' | 'random' | 'today' | 'opportunities' | 'organisations'>,
  assignees: DemoPerson[],
  status: AssignmentStatus,
  family?: DemoFamily,
): DemoAssignment[] {
  const { rows, random, today, opportunities, organisations } = context;
  const team = random.chance(0.8)
    ? random.pick(
        opportunities.teams.filter((candidate) => candidate.organisationId === organisations.africa),
      )
    : random.pick(opportunities.teams);
  const requisition = opportunities.requisitions.find((candidate) => candidate.teamId === team.id);
  const dates = assignmentDates(random, today, status);
  const shared = status !== 'POTENTIAL' || random.chance(0.3);
  if (status === 'ACTIVE') {
    // Those on the field live there, the family's children with them: where they lived becomes their field
    // address, which setCurrentAddresses makes their current one.
    const fieldAddress = {
      type: 'FLD' as const,
      address_line_one: `P.O. Box ${random.int(100, 9999)}`,
      city: team.place.name,
      post_code: String(random.int(10000, 99999)),
      country: team.place.country,
    };
    for (const person of [...assignees, ...(family?.children ?? [])]) {
      rows.update('person_profile_addresses', person.correspondenceAddressId, fieldAddress);
    }
  }
  return assignees.map((person) => {
    const row: Insertable<AssignmentsTable> = {
      assignee_person_profile_id: person.id,
      associated_with_type: requisition ? 'REQUISITION' : 'TEAM',
      associated_with_id: requisition?.id ?? team.id,
      associated_with_title: requisition?.title ?? team.name,
      explored_by_organisation_id: person.organisationId,
      received_by_organisation_id: team.organisationId,
      requisition_id: requisition?.id ?? null,
      team_id: team.id,
      unit_id: team.unitId,
      geolocation_id: team.place.geolocationId,
      country: team.place.country,
      status,
      is_shared_with_receiving_organisation: shared,
      is_shared_with_assignee: status !== 'POTENTIAL',
      financial_clearance_was_given: status === 'ACTIVE' || status === 'ENDED',
      receiving_organisation_is_ready_to_receive_assignment: status === 'ACTIVE' || status === 'ENDED',
      offer_status:
        status === 'POTENTIAL'
          ? null
          : status === 'PLANNED'
            ? random.pick(['OFFERED', 'ACCEPTED'] as const)
            : 'ACCEPTED',
      offer_notes: status === 'POTENTIAL' ? null : 'Offer agreed with the receiving team leader.',
      offer_accepted_on:
        status === 'ACTIVE' || status === 'ENDED' ? addDays(dates.start, -random.int(60, 200)) : null,
      ...dates.columns,
    };
    const id = rows.add('assignments', row);
    if (status === 'PLANNED' || status === 'ACTIVE') {
      rows.add('itinerary_items', {
        assignment_id: id,
        type: 'MAIN',
        responsible_for: team.name,
        start_date: dates.start,
        end_date: dates.end,
        status: status === 'ACTIVE' ? 'CONFIRMED' : 'PLANNED',
      });
      if (random.chance(0.5)) {
        rows.add('itinerary_items', {
          assignment_id: id,
          type: random.pick(['LANGUAGE_SCHOOL', 'ABO', 'AIM_AIR_PRE_FIELD_ORIENTATION'] as const),
          responsible_for: 'AIM Africa',
          start_date: addDays(dates.start, -42),
          end_date: addDays(dates.start, -7),
          status: status === 'ACTIVE' ? 'CONFIRMED' : 'POTENTIAL',
        });
      }
      rows.add('outbound_logistics_plans', {
        assignment_id: id,
        notes: 'Flights, visa and shipping.',
        status: status === 'ACTIVE' ? 'APPROVED' : random.pick(['DRAFT', 'SUBMITTED'] as const),
        submitted_by: person.userId,
        submitted_at: status === 'ACTIVE' ? new Date(`${addDays(dates.start, -90)}T12:00:00Z`) : null,
      });
    }
    if (status === 'ACTIVE') {
      rows.link('team_members', { team_id: team.id, person_profile_id: person.id });
    }
    return { id, status, organisationId: team.organisationId, assignees: [person], family };
  });
}

function assignmentDates(random: SeededRandom, today: string, status: AssignmentStatus) {
  const plan = {
    POTENTIAL: [random.int(120, 400), random.int(700, 1400)],
    PLANNED: [random.int(30, 200), random.int(700, 1400)],
    ACTIVE: [-random.int(30, 900), random.int(100, 1000)],
    ENDED: [-random.int(1200, 2500), -random.int(60, 1100)],
  }[status];
  const start = addDays(today, plan[0] ?? 0);
  const end = addDays(today, plan[1] ?? 0);
  const confirmed = status === 'ACTIVE' || status === 'ENDED' || (status === 'PLANNED' && random.chance(0.5));
  return {
    start,
    end,
    columns: {
      proposed_start_date: start,
      proposed_end_date: end,
      confirmed_start_date: confirmed ? start : null,
      confirmed_end_date: confirmed ? end : null,
    },
  };
}

function markAbandoned(context: Context, assignmentId: number) {
  const { rows } = context;
  rows.update('assignments', assignmentId, {
    is_abandoned: true,
    is_shared_with_receiving_organisation: false,
  });
}

function addReviews(context: Context, assignments: DemoAssignment[]) {
  const { rows, random, today, people } = context;
  assignments
    .filter((assignment) => assignment.status === 'ACTIVE' || assignment.status === 'ENDED')
    .forEach((assignment, index) => {
      const reviewers = random.some(
        people.adults.filter((person) => person.organisationId === assignment.organisationId),
        2,
      );
      const add = (
        type: 'BEGINNING_OF_TERM' | 'ANNUAL' | 'END_OF_TERM',
        date: string,
        status: 'NOT_SUBMITTED' | 'SUBMITTED' | 'SIGNED_OFF',
      ) => {
        const id = rows.add('reviews', {
          assignment_id: assignment.id,
          type,
          date,
          status,
          // Signed-off reviews are shared with the person's own organisation, and so are half of the
          // others, so its office staff follow some still open (overdue ones among them).
          is_shared_with_mobilising_organisation: status === 'SIGNED_OFF' || index % 2 === 0,
          actions_and_recommendations:
            status === 'NOT_SUBMITTED' ? null : 'Settled well; language study to continue for six months.',
          submitted_at: status === 'NOT_SUBMITTED' ? null : new Date(`${date}T15:00:00Z`),
          signed_off_at: status === 'SIGNED_OFF' ? new Date(`${addDays(date, 14)}T15:00:00Z`) : null,
        });
        for (const reviewer of reviewers) {
          rows.link('review_reviewers', { review_id: id, person_profile_id: reviewer.id });
        }
      };
      if (assignment.status === 'ENDED') {
        add(
          'END_OF_TERM',
          addDays(today, -random.int(30, 300)),
          index % 2 === 0 ? 'SIGNED_OFF' : 'SUBMITTED',
        );
        return;
      }
      add('BEGINNING_OF_TERM', addDays(today, -random.int(200, 400)), 'SIGNED_OFF');
      // Every third annual review is overdue: not submitted, its date past.
      const overdue = index % 3 === 0;
      add(
        'ANNUAL',
        overdue ? addDays(today, -random.int(5, 90)) : addDays(today, random.int(10, 200)),
        overdue || index % 3 === 1 ? 'NOT_SUBMITTED' : 'SUBMITTED',
      );
    });
}

const leaveStatusCycle: LeaveRequestStatus[] = [
  'APPROVED',
  'AWAITING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'APPROVED',
];

/** Where the demo's leave is spent, as the leave form's Address answer stores it. */
const mombasaAddress = JSON.stringify({
  type: 'OTH',
  addressLineOne: 'Beach Road Guest House',
  addressLineTwo: '',
  addressLineThree: '',
  city: 'Mombasa',
  county: '',
  stateOrProvince: '',
  postCode: '80100',
  country: 'KE',
});

/** A rejected request names the reason the person was given. */
function decisionOf(status: LeaveRequestStatus) {
  return { decision_reason: status === 'REJECTED' ? 'The team is short-staffed over those weeks.' : null };
}

/**
 * Leave and travel of the active assignments: every status and leave type in turn, some legacy, and the
 * demo member's compassionate leave, awaiting approval, with their children travelling.
 */
function addLeaveAndTravel(context: Context, assignments: DemoAssignment[]) {
  const { rows, random, today, organisations } = context;
  const active = assignments.filter((assignment) => assignment.status === 'ACTIVE');
  addCompassionateLeave(context, active[0]);
  active.forEach((assignment, index) => {
    const person = assignment.assignees[0];
    if (!person) {
      return;
    }
    const family = assignment.family;
    const subjects = family && index % 2 === 0 ? [...family.adults, ...family.children] : [person];
    const status = leaveStatusCycle[index % leaveStatusCycle.length] ?? 'APPROVED';
    const past = index % 4 === 0;
    const departure = addDays(today, past ? -random.int(60, 300) : random.int(10, 200));
    const back = addDays(departure, random.int(7, 60));
    const type = leaveTypes[index % leaveTypes.length] ?? 'ANNUAL';
    const leaveId = rows.add('leave_requests', {
      person_profile_id: person.id,
      organisation_id: assignment.organisationId,
      status,
      departure_date: departure,
      arrival_date: addDays(departure, 1),
      return_date: back,
      destination: type === 'HOME_ASSIGNMENT' || type === 'HOME' ? 'Home country' : 'Mombasa',
      destination_address: mombasaAddress,
      phone_numbers: JSON.stringify(['+254 700 123456']),
      notes: type === 'EXTRAORDINARY' ? 'A family emergency at home.' : null,
      has_been_confirmed_as_taking_place: past && status === 'APPROVED',
      has_been_confirmed_as_ended: past && status === 'APPROVED' && index % 8 === 0,
      ...decisionOf(status),
      // Some past leave came from the previous system: shown read-only.
      is_legacy: past && index % 3 === 2,
      created_by: person.userId,
    });
    rows.link('leave_request_types', {
      leave_request_id: leaveId,
      type,
      sub_type:
        type === 'EXTRAORDINARY'
          ? (extraordinaryLeaveSubTypes[index % extraordinaryLeaveSubTypes.length] ?? 'COMPASSIONATE')
          : '',
    });
    for (const subject of subjects) {
      rows.link('leave_request_subjects', { leave_request_id: leaveId, person_profile_id: subject.id });
    }
    for (const member of family && index % 2 === 0 ? family.children : []) {
      rows.link('leave_request_travelling_family_members', {
        leave_request_id: leaveId,
        person_profile_id: member.id,
      });
    }
    rows.link('leave_request_assignments', { leave_request_id: leaveId, assignment_id: assignment.id });

    if (index % 2 === 1) {
      return;
    }
    const travelType = travelTypes[index % travelTypes.length] ?? 'TRAVEL_WITHIN_COUNTRY_OF_SERVICE';
    const travelDeparture = addDays(today, random.int(-120, 120));
    const travelStatus = leaveStatusCycle[(index + 1) % leaveStatusCycle.length] ?? 'AWAITING_APPROVAL';
    const planId = rows.add('travel_plans', {
      person_profile_id: person.id,
      organisation_id: assignment.organisationId,
      status: travelStatus,
      departure_date: travelDeparture,
      arrival_date: travelDeparture,
      return_date: addDays(travelDeparture, random.int(2, 14)),
      destination: travelType === 'TRAVEL_TO_ANOTHER_ORGANISATION' ? 'AIM International Office' : 'Kampala',
      purpose_of_travel: random.pick(['Conference', 'Medical appointment', 'Team retreat', 'Visa renewal']),
      has_notified_on_site_leadership: index % 3 !== 0,
      has_not_notified_on_site_leadership_reason: index % 3 === 0 ? 'Leader away until next week.' : null,
      has_been_confirmed_as_taking_place: travelDeparture < today,
      ...decisionOf(travelStatus),
      created_by: person.userId,
    });
    rows.add('travel_plan_types', {
      travel_plan_id: planId,
      type: travelType,
      country: travelType === 'TRAVEL_TO_ANOTHER_ORGANISATION' ? null : 'UG',
      organisation_id: travelType === 'TRAVEL_TO_ANOTHER_ORGANISATION' ? organisations.international : null,
    });
    rows.link('travel_plan_subjects', { travel_plan_id: planId, person_profile_id: person.id });
    rows.link('travel_plan_assignments', { travel_plan_id: planId, assignment_id: assignment.id });
  });
}

/** EXTRAORDINARY (COMPASSIONATE) leave of the first active assignment's family, its children travelling. */
function addCompassionateLeave({ rows, today }: Context, assignment: DemoAssignment | undefined) {
  const person = assignment?.assignees[0];
  if (!assignment || !person) {
    return;
  }
  const departure = addDays(today, 21);
  const leaveId = rows.add('leave_requests', {
    person_profile_id: person.id,
    organisation_id: assignment.organisationId,
    status: 'AWAITING_APPROVAL',
    departure_date: departure,
    arrival_date: addDays(departure, 1),
    return_date: addDays(departure, 14),
    destination: 'Home country',
    phone_numbers: JSON.stringify(['+44 7700 900123']),
    notes: 'A parent is gravely ill.',
    created_by: person.userId,
  });
  rows.link('leave_request_types', {
    leave_request_id: leaveId,
    type: 'EXTRAORDINARY',
    sub_type: 'COMPASSIONATE',
  });
  rows.link('leave_request_subjects', { leave_request_id: leaveId, person_profile_id: person.id });
  for (const child of assignment.family?.children ?? []) {
    rows.link('leave_request_travelling_family_members', {
      leave_request_id: leaveId,
      person_profile_id: child.id,
    });
  }
  rows.link('leave_request_assignments', { leave_request_id: leaveId, assignment_id: assignment.id });
}

const applicationStatusCycle: ApplicationStatus[] = [
  'IN_PROGRESS',
  'APPOINTED',
  'IN_PROGRESS',
  'ON_HOLD',
  'REJECTED',
  'APPOINTED',
  'ABANDONED',
  'IN_PROGRESS',
];

function addApplications(context: Context, assignments: DemoAssignment[]) {
  const { rows, random, today, people, workflows } = context;
  const onAssignment = new Set(
    assignments.flatMap((assignment) => assignment.assignees.map((person) => person.id)),
  );
  // The applicant account, then people not (yet) on an assignment, then some on potential ones.
  const candidates = [
    people.applicant,
    ...people.adults.filter((person) => !onAssignment.has(person.id)),
    ...assignments.filter((a) => a.status === 'POTENTIAL').flatMap((a) => a.assignees),
  ].filter((person) => workflows.has(person.organisationId));
  candidates.slice(0, 40).forEach((person, index) => {
    const workflow = workflows.get(person.organisationId);
    if (!workflow) {
      return;
    }
    const status =
      index === 0
        ? 'IN_PROGRESS'
        : (applicationStatusCycle[index % applicationStatusCycle.length] ?? 'IN_PROGRESS');
    const termType: TermType = index % 3 === 2 ? 'SHORT_TERM' : 'FULL_TERM';
    const running = status === 'IN_PROGRESS' || status === 'ON_HOLD';
    // A running workflow is mid-way: its first stage done, one of the later ones current.
    const reachedStage =
      status === 'APPOINTED'
        ? workflow.stages.length
        : index === 0
          ? 1
          : random.int(running ? 1 : 0, workflow.stages.length - 1);
    const applicationId = rows.add('applications', {
      organisation_id: person.organisationId,
      workflow_template_id: workflow.templateId,
      title: `${termType === 'FULL_TERM' ? 'Full-term' : 'Short-term'} application`,
      about: 'Interested in serving in health care or teaching in East Africa.',
      status,
      term_type: termType,
    });
    // Each stage took 40 days: the ones before the reached stage are completed, the reached one started.
    const stageIds = workflow.stages.map((name, position) =>
      rows.add('application_workflow_stages', {
        application_id: applicationId,
        name,
        position,
        started_at:
          position <= reachedStage
            ? new Date(`${addDays(today, (position - reachedStage - 1) * 40)}T12:00:00Z`)
            : null,
        completed_at:
          position < reachedStage
            ? new Date(`${addDays(today, (position - reachedStage) * 40)}T12:00:00Z`)
            : null,
      }),
    );
    rows.link('application_applicants', { application_id: applicationId, person_profile_id: person.id });
    if (index % 5 === 1) {
      const invited = random.pick(
        people.adults.filter((other) => other.organisationId === person.organisationId),
      );
      if (invited.id !== person.id) {
        rows.link('application_invited_applicants', {
          application_id: applicationId,
          person_profile_id: invited.id,
        });
      }
    }
    const staff = context.people.staffUserIds.get(person.organisationId) ?? [];
    const candidateDirector = staff[index % Math.max(1, staff.length)];
    if (candidateDirector !== undefined) {
      rows.add('position_assignments', {
        position_id: workflow.candidateDirectorPositionId,
        subject_type: 'APPLICATION',
        subject_id: applicationId,
        user_id: candidateDirector,
      });
    }
    if (running) {
      const current = workflow.tasks.filter((candidate) => candidate.stage === reachedStage);
      // Mid-way through the current stage too, where it has more than one task: its first one is done
      // three days ago (not the demo applicant's, whose application form waits on them).
      const doneOfCurrent = index > 0 && current.length > 1 ? current[0] : undefined;
      for (const task of workflow.tasks.filter((candidate) => candidate.stage <= reachedStage)) {
        const done = task.stage < reachedStage;
        const doneNow = task === doneOfCurrent;
        // A done form holds its answers; an open one of every other application (the demo applicant's
        // among them) a draft saved in part, so it is IN_PROGRESS.
        const answers = demoTaskAnswers(task.formName, {
          index,
          complete: done || doneNow,
          termType,
          today,
        });
        const draft = answers !== null && !done && !doneNow && index % 2 === 0;
        rows.add('task_instances', {
          task_id: task.id,
          subject_type: 'APPLICATION',
          subject_id: applicationId,
          application_stage_id: stageIds[task.stage] ?? null,
          status: done || doneNow ? 'DONE' : draft ? 'IN_PROGRESS' : 'TODO',
          answers: answers !== null && (done || doneNow || draft) ? jsonb(answers) : null,
          assignee_user_id: candidateDirector ?? null,
          due_date: addDays(today, done ? -random.int(10, 120) : random.int(-10, 30)),
          completed_at: done
            ? new Date(`${addDays(today, -random.int(10, 120))}T12:00:00Z`)
            : doneNow
              ? new Date(`${addDays(today, -3)}T12:00:00Z`)
              : null,
          completed_by: done || doneNow ? (candidateDirector ?? null) : null,
        });
      }
    }
    // Creating an application flags its applicant, whatever became of it since.
    rows.update('person_profiles', person.id, {
      [termType === 'FULL_TERM' ? 'is_full_term_applicant' : 'is_short_term_applicant']: true,
    });
    if (status === 'APPOINTED') {
      rows.add('appointments', {
        application_id: applicationId,
        appointee_id: person.id,
        term_type: termType,
        appointment_date: addDays(today, -random.int(20, 400)),
        appointed_by: candidateDirector ?? null,
      });
      rows.update('person_profiles', person.id, {
        [termType === 'FULL_TERM' ? 'is_full_term_appointee' : 'is_short_term_appointee']: true,
      });
    }
  });
}

const educationCycle = ['APPROVED', 'SUBMITTED', 'DRAFT', 'APPROVED', 'REJECTED', 'ARCHIVED'] as const;

function addEducationPlans(context: Context, assignments: DemoAssignment[]) {
  const { rows, random, today } = context;
  const year = Number(today.slice(0, 4));
  const families = new Set(
    assignments
      .filter((assignment) => assignment.status === 'ACTIVE' || assignment.status === 'PLANNED')
      .flatMap((assignment) => (assignment.family ? [assignment.family] : [])),
  );
  let index = 0;
  for (const family of families) {
    for (const child of family.children) {
      const age = year - Number(child.dateOfBirth.slice(0, 4));
      if (age < 4 || age > 19) {
        continue;
      }
      const status = educationCycle[index % educationCycle.length] ?? 'DRAFT';
      // Every fourth approved plan has expired, and another of each four expires within 60 days, so the
      // education dashboard counts both.
      const expired = status === 'APPROVED' && index % 4 === 3;
      const expiringSoon = status === 'APPROVED' && index % 4 === 0;
      const academicYear = status === 'ARCHIVED' ? `${year - 2}-${year - 1}` : `${year}-${year + 1}`;
      rows.add('education_plans', {
        person_profile_id: child.id,
        status,
        academic_year: academicYear,
        schooling_choice: random.pick(['BOARDING_SCHOOL', 'DAY_SCHOOL', 'HOMESCHOOL', 'LOCAL_SCHOOL']),
        school_name: random.pick([
          'Rift Valley Academy',
          'Rosslyn Academy',
          'Kampala International School',
          null,
        ]),
        requires_annual_testing_information: age >= 8,
        annual_testing_information_required_from: age >= 8 ? addDays(today, -365) : null,
        testing_information:
          age >= 8 && status !== 'DRAFT' ? 'Standardised tests in reading and maths.' : null,
        latest_testing_information_date_of_test:
          age >= 8 && status !== 'DRAFT' ? addDays(today, -random.int(30, 300)) : null,
        last_reviewed_on: status === 'DRAFT' ? null : addDays(today, -random.int(20, 200)),
        last_approved_on:
          status === 'APPROVED' || status === 'ARCHIVED' ? addDays(today, -random.int(200, 400)) : null,
        expires_on:
          status === 'APPROVED' || status === 'ARCHIVED'
            ? expired || status === 'ARCHIVED'
              ? addDays(today, -random.int(5, 60))
              : addDays(today, expiringSoon ? random.int(10, 50) : random.int(61, 300))
            : null,
      });
      index += 1;
    }
  }
}
