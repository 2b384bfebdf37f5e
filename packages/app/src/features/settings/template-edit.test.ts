import type { WorkflowTemplate } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import {
  stagesOf,
  withoutStage,
  withoutTask,
  withStage,
  withStageMoved,
  withStageRenamed,
  withTask,
  withTaskMoved,
} from './template-edit.ts';

const task = (id: number, title: string) => ({
  id,
  title,
  description: null,
  assignee_type: 'APPLICANT' as const,
  assignee_security_group_role: null,
  responsible_position_id: null,
  due_offset_days: null,
  completion_type: 'DOCUMENT' as const,
  form_name: null,
  suggested_task_id: id === 2 ? 90 : null,
});

const template: WorkflowTemplate = {
  id: 1,
  organisation_id: 3,
  name: 'Full term',
  subject_type: 'APPLICATION',
  is_suggested: false,
  archived: false,
  version: 4,
  user_can: ['edit'],
  stages: [
    { id: 10, name: 'Enquiry', tasks: [task(1, 'Form'), task(2, 'Passport'), task(3, 'Call')] },
    { id: 11, name: 'Appointment', tasks: [] },
  ],
};

const titles = (stages: ReturnType<typeof stagesOf>) =>
  stages.map((stage) => stage.tasks.map((each) => each.title));

describe('a template edit', () => {
  it('sends every stage and task back with its id, without the suggestion it came from', () => {
    const stages = stagesOf(template);
    expect(stages.map((stage) => stage.id)).toEqual([10, 11]);
    expect(stages[0]?.tasks[1]).toEqual({ ...task(2, 'Passport'), suggested_task_id: undefined });
    expect(Object.keys(stages[0]?.tasks[1] ?? {})).not.toContain('suggested_task_id');
  });

  it('adds a stage after the others, without an id or tasks', () => {
    expect(withStage(stagesOf(template), 'Orientation')[2]).toEqual({ name: 'Orientation', tasks: [] });
  });

  it('replaces a task in place, or adds one after the stage’s tasks', () => {
    const stages = stagesOf(template);
    expect(titles(withTask(stages, 0, { ...task(2, 'Passport copy') }, 1))).toEqual([
      ['Form', 'Passport copy', 'Call'],
      [],
    ]);
    expect(titles(withTask(stages, 1, { ...task(0, 'Briefing'), id: undefined }, 0))).toEqual([
      ['Form', 'Passport', 'Call'],
      ['Briefing'],
    ]);
  });

  it('removes a task, and moves one up or down within its stage, never past its ends', () => {
    const stages = stagesOf(template);
    expect(titles(withoutTask(stages, 0, 1))).toEqual([['Form', 'Call'], []]);
    expect(titles(withTaskMoved(stages, 0, 1, -1))).toEqual([['Passport', 'Form', 'Call'], []]);
    expect(titles(withTaskMoved(stages, 0, 1, 1))).toEqual([['Form', 'Call', 'Passport'], []]);
    expect(titles(withTaskMoved(stages, 0, 0, -1))).toEqual([['Form', 'Passport', 'Call'], []]);
    expect(titles(withTaskMoved(stages, 0, 2, 1))).toEqual([['Form', 'Passport', 'Call'], []]);
  });

  it('renames a stage, keeping its id and tasks', () => {
    const [enquiry] = withStageRenamed(stagesOf(template), 0, 'First contact');
    expect(enquiry?.id).toBe(10);
    expect(enquiry?.name).toBe('First contact');
    expect(enquiry?.tasks.map((each) => each.title)).toEqual(['Form', 'Passport', 'Call']);
  });

  it('moves a stage earlier or later with its tasks, never past the ends, and removes one with its tasks', () => {
    const stages = stagesOf(template);
    const names = (edited: typeof stages) => edited.map((stage) => `${stage.id} ${stage.name}`);
    expect(names(withStageMoved(stages, 1, -1))).toEqual(['11 Appointment', '10 Enquiry']);
    expect(titles(withStageMoved(stages, 0, 1))).toEqual([[], ['Form', 'Passport', 'Call']]);
    expect(names(withStageMoved(stages, 0, -1))).toEqual(['10 Enquiry', '11 Appointment']);
    expect(names(withStageMoved(stages, 1, 1))).toEqual(['10 Enquiry', '11 Appointment']);
    expect(names(withoutStage(stages, 0))).toEqual(['11 Appointment']);
  });
});
