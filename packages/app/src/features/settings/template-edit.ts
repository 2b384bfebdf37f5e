import type { WorkflowStageEdit, WorkflowTaskEdit, WorkflowTemplate } from '@mobilise/contract';

/**
 * A template's edit is sent whole (`PATCH api/workflow-templates/{id}`): every stage and task in order,
 * each kept one with its id. These build that list from the template as read, with one change made.
 */
export type StageEdits = WorkflowStageEdit[];

/** The template's stages as an edit sends them back, unchanged: ids and what each task is, nothing more. */
export const stagesOf = (template: WorkflowTemplate): StageEdits =>
  template.stages.map((stage) => ({
    id: stage.id,
    name: stage.name,
    tasks: stage.tasks.map(({ suggested_task_id: _, ...task }) => task),
  }));

/** A new stage, without tasks, after the others. */
export const withStage = (stages: StageEdits, name: string): StageEdits => [...stages, { name, tasks: [] }];

/** The stage's task at `taskIndex` replaced by `task`, or `task` added after its tasks when there is none. */
export const withTask = (
  stages: StageEdits,
  stageIndex: number,
  task: WorkflowTaskEdit,
  taskIndex: number,
): StageEdits =>
  stages.map((stage, index) => {
    if (index !== stageIndex) return stage;
    const tasks = [...stage.tasks];
    tasks.splice(taskIndex, 1, task);
    return { ...stage, tasks };
  });

/** The stage without its task at `taskIndex`. */
export const withoutTask = (stages: StageEdits, stageIndex: number, taskIndex: number): StageEdits =>
  stages.map((stage, index) =>
    index === stageIndex ? { ...stage, tasks: stage.tasks.filter((_, each) => each !== taskIndex) } : stage,
  );

/** The list with its item at `at` swapped with the one before it (`by` -1) or after it (1), if there is one. */
const swapped = <Item>(items: readonly Item[], at: number, by: -1 | 1): Item[] => {
  const [item, neighbour] = [items[at], items[at + by]];
  const moved = [...items];
  if (item === undefined || neighbour === undefined) return moved;
  moved[at] = neighbour;
  moved[at + by] = item;
  return moved;
};

/** The stage's task at `taskIndex` swapped with the one before it (`by` -1) or after it (1). */
export const withTaskMoved = (
  stages: StageEdits,
  stageIndex: number,
  taskIndex: number,
  by: -1 | 1,
): StageEdits =>
  stages.map((stage, index) =>
    index === stageIndex ? { ...stage, tasks: swapped(stage.tasks, taskIndex, by) } : stage,
  );

/** The stage at `stageIndex` named `name`. */
export const withStageRenamed = (stages: StageEdits, stageIndex: number, name: string): StageEdits =>
  stages.map((stage, index) => (index === stageIndex ? { ...stage, name } : stage));

/** The stage at `stageIndex` swapped with the one before it (`by` -1) or after it (1), its tasks with it. */
export const withStageMoved = (stages: StageEdits, stageIndex: number, by: -1 | 1): StageEdits =>
  swapped(stages, stageIndex, by);

/** The stages without the one at `stageIndex`, whose tasks leave with it. */
export const withoutStage = (stages: StageEdits, stageIndex: number): StageEdits =>
  stages.filter((_, index) => index !== stageIndex);

/** Where the server names a task's field in a 422 of the edit: `stages.0.tasks.1.title`. */
export const taskFieldPath = (stageIndex: number, taskIndex: number, field: string) =>
  `stages.${stageIndex}.tasks.${taskIndex}.${field}`;
