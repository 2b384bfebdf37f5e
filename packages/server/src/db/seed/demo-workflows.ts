import type { DemoOrganisations } from './demo-organisations.ts';
import type { SeedRows } from './seed-rows.ts';

export interface DemoWorkflow {
  templateId: number;
  stages: string[];
  /** Task ids, each with the index of its stage. */
  tasks: { id: number; stage: number }[];
  candidateDirectorPositionId: number;
}

const applicationStages = [
  { name: 'Enquiry', tasks: ['First conversation', 'Send application pack'] },
  {
    name: 'Application',
    tasks: ['Application form received', 'References requested', 'Medical questionnaire'],
  },
  { name: 'Assessment', tasks: ['Interview', 'Candidate weekend'] },
  { name: 'Appointment', tasks: ['Appointment letter sent'] },
] as const;

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
      applicable_to: 'APPLICATION',
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Personnel Coordinator',
      applicable_to: 'ASSIGNMENT',
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Requisition Owner',
      applicable_to: 'REQUISITION',
    });
    rows.add('positions', {
      organisation_id: organisationId,
      name: 'Regional Education Officer',
      applicable_to: 'ASSIGNMENT',
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
    const tasks: DemoWorkflow['tasks'] = [];
    let taskPosition = 0;
    applicationStages.forEach((stage, stageIndex) => {
      const stageId = rows.add('workflow_template_stages', {
        workflow_template_id: templateId,
        name: stage.name,
        position: stageIndex,
      });
      for (const title of stage.tasks) {
        const id = rows.add('workflow_template_tasks', {
          workflow_template_id: templateId,
          stage_id: stageId,
          title,
          responsible_position_id: candidateDirectorPositionId,
          due_date_modifier: '+2 weeks',
          due_date_relative_to: 'previous_task',
          position: taskPosition,
        });
        taskPosition += 1;
        tasks.push({ id, stage: stageIndex });
      }
    });
    workflows.set(organisationId, {
      templateId,
      stages: applicationStages.map((stage) => stage.name),
      tasks,
      candidateDirectorPositionId,
    });
  }
  const suggestedId = rows.add('workflow_templates', {
    organisation_id: null,
    name: 'Short-term assignment preparation',
    subject_type: 'ASSIGNMENT',
    is_suggested: true,
  });
  ['Travel booked', 'Visa applied for', 'Orientation attended'].forEach((title, position) => {
    rows.add('workflow_template_tasks', { workflow_template_id: suggestedId, title, position });
  });
  return workflows;
}
