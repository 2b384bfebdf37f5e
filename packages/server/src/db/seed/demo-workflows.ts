import type { Insertable } from 'kysely';
import type { WorkflowTemplateTasksTable } from '../schema.ts';
import type { DemoOrganisations } from './demo-organisations.ts';
import type { SeedRows } from './seed-rows.ts';

export interface DemoWorkflow {
  templateId: number;
  stages: string[];
  /** Task ids, each with the index of its stage and the form a FORM task names. */
  tasks: { id: number; stage: number; formName: string | null }[];
  candidateDirectorPositionId: number;
}

type DemoTask = Pick<
  Insertable<WorkflowTemplateTasksTable>,
  'title' | 'assignee_type' | 'assignee_security_group_role' | 'completion_type' | 'form_name'
> & { byCandidateDirector?: true };

interface DemoStage {
  name: string;
  tasks: DemoTask[];
}

/** A demo organisation's application workflow: who does each task and what completing it means. */
const applicationStages: DemoStage[] = [
  {
    name: 'Enquiry',
    tasks: [
      {
        title: 'First conversation',
        assignee_type: 'POSITION',
        completion_type: 'DECISION',
        byCandidateDirector: true,
      },
      { title: 'Send application pack', assignee_type: 'OFFICE_STAFF', completion_type: 'DOCUMENT' },
    ],
  },
  {
    name: 'Application',
    tasks: [
      {
        title: 'Application form received',
        assignee_type: 'APPLICANT',
        completion_type: 'FORM',
        form_name: 'application',
      },
      {
        title: 'References requested',
        assignee_type: 'OFFICE_STAFF',
        completion_type: 'FORM',
        form_name: 'references',
      },
      { title: 'Medical questionnaire', assignee_type: 'APPLICANT', completion_type: 'DOCUMENT' },
    ],
  },
  {
    name: 'Assessment',
    tasks: [
      {
        title: 'Interview',
        assignee_type: 'POSITION',
        completion_type: 'DECISION',
        byCandidateDirector: true,
      },
      {
        title: 'Candidate weekend',
        assignee_type: 'SECURITY_GROUP',
        assignee_security_group_role: 'leadership',
        completion_type: 'DECISION',
      },
    ],
  },
  {
    name: 'Appointment',
    tasks: [
      {
        title: 'Appointment letter sent',
        assignee_type: 'SECURITY_GROUP',
        assignee_security_group_role: 'senior-leadership',
        completion_type: 'DOCUMENT',
      },
    ],
  },
];

/** The suggestions the system offers every organisation to build its own templates from. */
const suggestedTemplates: {
  name: string;
  subject_type: 'APPLICATION' | 'ASSIGNMENT';
  stages: DemoStage[];
}[] = [
  {
    name: 'Application process',
    subject_type: 'APPLICATION',
    stages: [
      {
        name: 'Application',
        tasks: [
          {
            title: 'Application form',
            assignee_type: 'APPLICANT',
            completion_type: 'FORM',
            form_name: 'application',
          },
          { title: 'Passport copy', assignee_type: 'APPLICANT', completion_type: 'DOCUMENT' },
          // The applicant names their referees; the office contacts them at the interview stage.
          {
            title: 'References',
            assignee_type: 'APPLICANT',
            completion_type: 'FORM',
            form_name: 'references',
          },
        ],
      },
      {
        name: 'Decision',
        tasks: [
          { title: 'Interview', assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' },
          {
            title: 'Approval to appoint',
            assignee_type: 'SECURITY_GROUP',
            assignee_security_group_role: 'senior-leadership',
            completion_type: 'DECISION',
          },
        ],
      },
    ],
  },
  {
    name: 'Short-term assignment preparation',
    subject_type: 'ASSIGNMENT',
    stages: [
      {
        name: 'Preparation',
        tasks: [
          { title: 'Travel booked', assignee_type: 'APPLICANT', completion_type: 'DOCUMENT' },
          { title: 'Visa applied for', assignee_type: 'APPLICANT', completion_type: 'DOCUMENT' },
          { title: 'Orientation attended', assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' },
        ],
      },
    ],
  },
];

/** Adds a template's stages and tasks (each due 14 days into its stage); answers the task ids with their stage index. */
function addStages(
  rows: SeedRows,
  templateId: number,
  stages: DemoStage[],
  candidateDirectorPositionId: number | null,
): DemoWorkflow['tasks'] {
  const tasks: DemoWorkflow['tasks'] = [];
  let taskPosition = 0;
  stages.forEach((stage, stageIndex) => {
    const stageId = rows.add('workflow_template_stages', {
      workflow_template_id: templateId,
      name: stage.name,
      position: stageIndex,
    });
    for (const { byCandidateDirector, ...task } of stage.tasks) {
      const id = rows.add('workflow_template_tasks', {
        ...task,
        workflow_template_id: templateId,
        stage_id: stageId,
        responsible_position_id: byCandidateDirector ? candidateDirectorPositionId : null,
        due_offset_days: 14,
        position: taskPosition,
      });
      taskPosition += 1;
      tasks.push({ id, stage: stageIndex, formName: task.form_name ?? null });
    }
  });
  return tasks;
}

/** Positions of each organisation, and an application workflow per sending organisation, plus a suggested one. */
export function addPositionsAndWorkflows(
  rows: SeedRows,
  organisations: DemoOrganisations,
): Map<number, DemoWorkflow> {
  const workflows = new Map<number, DemoWorkflow>();
  for (const organisationId of organisations.all) {
    const candidateDirectorPositionId = rows.add('positions', {
      organisation_id: organisationId,
      name: 'Candidate Director',
      applicable_to: ['APPLICATION'],
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Personnel Coordinator',
      applicable_to: ['ASSIGNMENT'],
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Requisition Owner',
      applicable_to: ['REQUISITION'],
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Regional Education Officer',
      applicable_to: ['ASSIGNMENT'],
      removed: organisationId === organisations.northAmerica,
    });
    if (organisationId === organisations.international) {
      continue;
    }
    const templateId = rows.add('workflow_templates', {
      organisation_id: organisationId,
      name: 'Full-term application',
      subject_type: 'APPLICATION',
    });
    const tasks = addStages(rows, templateId, applicationStages, candidateDirectorPositionId);
    workflows.set(organisationId, {
      templateId,
      stages: applicationStages.map((stage) => stage.name),
      tasks,
      candidateDirectorPositionId,
    });
  }
  for (const suggested of suggestedTemplates) {
    const suggestedId = rows.add('workflow_templates', {
      organisation_id: null,
      name: suggested.name,
      subject_type: suggested.subject_type,
      is_suggested: true,
    });
    addStages(rows, suggestedId, suggested.stages, null);
  }
  return workflows;
}
