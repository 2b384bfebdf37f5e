import type { BrowserContext } from 'playwright-core';

/** Records of the demo data that pages with ids in their address show. */
export interface DemoRecords {
  /** The organisation office@example.org works for, which also mobilises member@example.org. */
  organisationId: number;
  /** member@example.org's profile and family: a person with an assignment, addresses and a family. */
  personId: number;
  familyId: number;
  /** The first requisition and paper office staff see. */
  requisitionId: string;
  paperId: string;
  /** The first workflow template of office@'s organisation and its first task; the same for a suggested one. */
  workflowTemplate: { id: number; taskId: number };
  suggestedWorkflowTemplate: { id: number; taskId: number };
  /** The first running application office staff see, and its first task instance. */
  application: { publicId: string; taskId: number; taskInstanceId: number };
  /** An assignment of member@example.org, shared with them, which office staff of their organisation see too. */
  assignment: { id: number; publicId: string };
  /** The first running assignment office staff see with a workflow, and its first task instance. */
  assignmentTask: { publicId: string; taskId: number; taskInstanceId: number };
  /** A leave request and a travel plan of member@example.org, which office staff of their organisation decide. */
  leaveRequestId: number;
  travelPlanId: number;
  /** The first review office staff see of their organisation (a shared one of a person it mobilises). */
  reviewId: number;
  /** A draft education plan of a child the office's organisation mobilises: its page and its form. */
  educationPlanId: number;
  /** A team, a unit and a place of office@'s organisation, which office staff may edit. */
  teamId: number;
  unitId: number;
  geolocationId: number;
}

interface TemplateWithTasks {
  id: number;
  stages: { tasks: { id: number }[] }[];
}

/** A template's id and the id of its first task, for the pages of a template and of one of its tasks. */
const templateAndTask = (templates: TemplateWithTasks[], which: string) => {
  const template = templates.find((candidate) => candidate.stages.some((stage) => stage.tasks.length > 0));
  if (!template) throw new Error(`The demo data has no ${which} with a task`);
  const task = template.stages.flatMap((stage) => stage.tasks)[0] as { id: number };
  return { id: template.id, taskId: task.id };
};

/** The first running application with a task instance, for the application's page and its task's. */
const applicationAndTask = async (office: BrowserContext) => {
  const running = await getJson(office, '/api/applications?status=IN_PROGRESS&sort=created_at&per_page=20');
  for (const application of running.data as { id: number; public_id: string }[]) {
    const [first] = (await getJson(office, `/api/applications/${application.id}/task-instances`)) as {
      id: number;
      task_id: number;
    }[];
    if (first) {
      return {
        publicId: application.public_id,
        taskId: first.task_id,
        taskInstanceId: first.id,
      };
    }
  }
  throw new Error('The demo data has no running application with a task');
};

/** The first assignment office staff see with a task instance, for the page of an assignment's task. */
const assignmentAndTask = async (office: BrowserContext) => {
  const running = await getJson(
    office,
    '/api/assignments?status=PLANNED,ACTIVE&is_abandoned=false&per_page=100',
  );
  for (const assignment of running.data as {
    id: number;
    public_id: string;
    workflow: { stages: unknown[] };
  }[]) {
    if (assignment.workflow.stages.length === 0) continue;
    const [first] = (await getJson(office, `/api/assignments/${assignment.id}/task-instances`)) as {
      id: number;
      task_id: number;
    }[];
    if (first) return { publicId: assignment.public_id, taskId: first.task_id, taskInstanceId: first.id };
  }
  throw new Error('The demo data has no assignment with a task');
};

/** The first record of a leave or travel list the member is a subject of. */
const firstOwn = async (
  member: BrowserContext,
  list: 'leave-requests' | 'travel-plans',
  personId: number,
) => {
  const page = await getJson(member, `/api/${list}?person_profile=${personId}&per_page=1`);
  const [first] = page.data as { id: number }[];
  if (!first) throw new Error(`The demo member has no ${list}`);
  return first.id;
};

const getJson = async (context: BrowserContext, path: string) => {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
};

/**
 * Looks the records up through the API, as the pages themselves do, rather than assuming the ids the
 * seed happens to give them. Both contexts must be signed in: office staff and the demo member.
 */
export async function findDemoRecords(office: BrowserContext, member: BrowserContext): Promise<DemoRecords> {
  const [staff, me, requisitions, papers, suggested] = await Promise.all([
    getJson(office, '/api/users/me'),
    getJson(member, '/api/users/me'),
    getJson(office, '/api/requisitions?per_page=1'),
    getJson(office, '/api/vision-strategy-papers?per_page=1'),
    getJson(office, '/api/suggested-workflow-templates'),
  ]);
  const organisationId = staff.is_office_staff_for[0];
  const [
    templates,
    application,
    assignmentTask,
    assignments,
    leaveRequestId,
    travelPlanId,
    reviews,
    educationPlans,
    teams,
    units,
    places,
  ] = await Promise.all([
    getJson(office, `/api/organisations/${organisationId}/workflow-templates`),
    applicationAndTask(office),
    assignmentAndTask(office),
    getJson(member, `/api/assignments?assignee=${me.person_profile_id}&per_page=1`),
    firstOwn(member, 'leave-requests', me.person_profile_id),
    firstOwn(member, 'travel-plans', me.person_profile_id),
    getJson(office, `/api/reviews?organisation=${organisationId}&per_page=1`),
    getJson(office, `/api/education-plans?organisation=${organisationId}&status=DRAFT&per_page=1`),
    getJson(office, `/api/teams?organisation=${organisationId}&per_page=1`),
    getJson(office, `/api/units?organisation=${organisationId}&per_page=1`),
    getJson(office, `/api/geolocations?organisation=${organisationId}&per_page=1`),
  ]);
  const [review] = reviews.data as { id: number }[];
  if (!review) throw new Error('The demo office sees no review');
  const [educationPlan] = educationPlans.data as { id: number }[];
  if (!educationPlan) throw new Error('The demo office sees no draft education plan');
  const [team] = teams.data as { id: number }[];
  const [unit] = units.data as { id: number }[];
  const [place] = places.data as { id: number }[];
  if (!team || !unit || !place) throw new Error('The demo office has no team, unit or place');
  const [assignment] = assignments.data as { id: number; public_id: string }[];
  if (!assignment) throw new Error('The demo member has no assignment');
  return {
    organisationId,
    personId: me.person_profile_id,
    familyId: me.family_id,
    requisitionId: requisitions.data[0].public_id,
    paperId: papers.data[0].public_id,
    workflowTemplate: templateAndTask(templates, 'workflow template'),
    suggestedWorkflowTemplate: templateAndTask(suggested, 'suggested workflow template'),
    application,
    assignment: { id: assignment.id, publicId: assignment.public_id },
    assignmentTask,
    leaveRequestId,
    travelPlanId,
    reviewId: review.id,
    educationPlanId: educationPlan.id,
    teamId: team.id,
    unitId: unit.id,
    geolocationId: place.id,
  };
}
