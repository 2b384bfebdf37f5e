import type { CurrentUserResponse, PositionRecord, WorkflowTask, WorkflowTemplate } from '@mobilise/contract';
import { storyOfficeStaff } from '../../../shell/stories/office-staff.ts';

/** Office staff of organisations 3 and 7 who manage both their positions and their workflow templates. */
export const storySettingsManager: CurrentUserResponse = {
  ...storyOfficeStaff,
  user_can: {
    ...storyOfficeStaff.user_can,
    manage_positions: [3, 7],
    manage_workflow_templates: [3, 7],
  },
};

const position = (
  id: number,
  name: string,
  applicableTo: PositionRecord['applicable_to'],
  removed = false,
): PositionRecord => ({
  id,
  name,
  applicable_to: applicableTo,
  organisation_id: 3,
  removed,
  version: 1,
  user_can: removed ? [] : ['update', 'remove'],
});

/** Organisation 3's positions as the list answers with `include_removed`: three live, one removed. */
export const storyPositions: PositionRecord[] = [
  position(11, 'Candidate Director', ['APPLICATION']),
  position(12, 'Personnel Coordinator', ['APPLICATION', 'ASSIGNMENT']),
  position(13, 'Recruiter', ['APPLICATION'], true),
  position(14, 'Team Leader', ['TEAM', 'UNIT']),
];

const task = (
  id: number,
  title: string,
  extra: Partial<WorkflowTask> & Pick<WorkflowTask, 'assignee_type' | 'completion_type'>,
): WorkflowTask => ({
  id,
  title,
  description: null,
  assignee_security_group_role: null,
  responsible_position_id: null,
  due_offset_days: null,
  form_name: null,
  suggested_task_id: null,
  ...extra,
});

const suggestedTemplate = (
  id: number,
  name: string,
  subjectType: WorkflowTemplate['subject_type'],
  stages: WorkflowTemplate['stages'],
): WorkflowTemplate => ({
  id,
  organisation_id: null,
  name,
  subject_type: subjectType,
  is_suggested: true,
  archived: false,
  version: 1,
  stages,
  user_can: [],
});

/** The templates the system suggests, as the demo seed writes them. */
export const storySuggestedTemplates: WorkflowTemplate[] = [
  suggestedTemplate(900, 'Application process', 'APPLICATION', [
    {
      id: 901,
      name: 'Enquiry',
      tasks: [
        task(9001, 'Enquiry form', {
          assignee_type: 'APPLICANT',
          completion_type: 'FORM',
          form_name: 'Enquiry',
          due_offset_days: 7,
        }),
      ],
    },
    {
      id: 902,
      name: 'Application',
      tasks: [
        task(9002, 'Application form', {
          assignee_type: 'APPLICANT',
          completion_type: 'FORM',
          form_name: 'Application',
          due_offset_days: 14,
        }),
        task(9003, 'References', {
          description: 'Ask two referees for a reference and upload them.',
          assignee_type: 'OFFICE_STAFF',
          completion_type: 'DOCUMENT',
          due_offset_days: 21,
        }),
      ],
    },
    {
      id: 903,
      name: 'Assessment',
      tasks: [
        task(9004, 'Medical', {
          assignee_type: 'APPLICANT',
          completion_type: 'DOCUMENT',
          due_offset_days: 30,
        }),
        task(9005, 'Interview', {
          assignee_type: 'SECURITY_GROUP',
          assignee_security_group_role: 'senior-leadership',
          completion_type: 'DECISION',
        }),
      ],
    },
    {
      id: 904,
      name: 'Appointment',
      tasks: [
        task(9006, 'Appointment decision', {
          assignee_type: 'SECURITY_GROUP',
          assignee_security_group_role: 'senior-leadership',
          completion_type: 'DECISION',
          due_offset_days: 1,
        }),
      ],
    },
  ]),
  suggestedTemplate(910, 'Short-term assignment preparation', 'ASSIGNMENT', [
    {
      id: 911,
      name: 'Preparation',
      tasks: [
        task(9011, 'Travel documents', {
          assignee_type: 'APPLICANT',
          completion_type: 'DOCUMENT',
          due_offset_days: 30,
        }),
      ],
    },
    {
      id: 912,
      name: 'Briefing',
      tasks: [
        task(9012, 'Orientation briefing', { assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' }),
      ],
    },
  ]),
];

/**
 * Organisation 3's own template, which its reader may edit and archive: tasks taken from a suggestion, one
 * done by a position's holder, an empty stage.
 */
export const storyWorkflowTemplate: WorkflowTemplate = {
  id: 20,
  organisation_id: 3,
  name: 'Full-term application',
  subject_type: 'APPLICATION',
  is_suggested: false,
  archived: false,
  version: 3,
  user_can: ['accept_suggested_tasks', 'edit', 'archive'],
  stages: [
    {
      id: 201,
      name: 'Enquiry',
      tasks: [
        task(2001, 'Enquiry form', {
          assignee_type: 'APPLICANT',
          completion_type: 'FORM',
          form_name: 'Enquiry',
          due_offset_days: 7,
          suggested_task_id: 9001,
        }),
        task(2003, 'Passport copy', {
          assignee_type: 'APPLICANT',
          completion_type: 'DOCUMENT',
          due_offset_days: 14,
        }),
      ],
    },
    {
      id: 202,
      name: 'Assessment',
      tasks: [
        task(2002, 'Interview with the candidate director', {
          description: 'A conversation about calling, gifts and expectations.',
          assignee_type: 'POSITION',
          responsible_position_id: 11,
          completion_type: 'DECISION',
          due_offset_days: 14,
        }),
      ],
    },
    { id: 203, name: 'Appointment', tasks: [] },
  ],
};

/** An older template of organisation 3, archived: kept for the applications that follow it, read-only. */
export const storyArchivedTemplate: WorkflowTemplate = {
  ...storyWorkflowTemplate,
  id: 21,
  name: 'Short-term application (2024)',
  archived: true,
  version: 6,
  user_can: [],
  stages: [{ id: 211, name: 'Application', tasks: [] }],
};
