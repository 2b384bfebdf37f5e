import { lazy } from 'react';

export { organisationPositionsQueryOptions } from './api/positions.ts';
export {
  organisationWorkflowTemplatesQueryOptions,
  suggestedWorkflowTemplatesQueryOptions,
  workflowTemplateQueryOptions,
} from './api/workflow-templates.ts';
export { ReasonFormModal } from './ReasonFormModal.tsx';
export { SaveFormModal } from './SaveFormModal.tsx';
export { SaveProblemAlerts, type SaveProblemAlertsProps } from './SaveProblemAlerts.tsx';
export { SettingsTabs, useSettingsSections } from './SettingsTabs.tsx';
export { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';
export * as settingsStyles from './settings.css.ts';
export {
  TemplateChanges,
  type TemplateEditActions,
  type TemplateEditOpened,
} from './TemplateChanges.tsx';
export { useActionProblem, useConfirmedStep } from './useActionProblem.tsx';
export { useSettingsBreadcrumbs } from './useSettingsBreadcrumbs.ts';
export { WorkflowStages } from './WorkflowStages.tsx';
export { type PositionName, WorkflowTask } from './WorkflowTask.tsx';

/**
 * The settings dialogs, loaded when one first opens (render them inside a Suspense with no fallback): a
 * page shows its records first, and the fields and overlays of a dialog most visits never open should not
 * weigh on that first load.
 */
export const AcceptSuggestedTaskModal = lazy(() =>
  import('./AcceptSuggestedTaskModal.tsx').then((module) => ({ default: module.AcceptSuggestedTaskModal })),
);
export const CreateBlankTemplateModal = lazy(() =>
  import('./CreateBlankTemplateModal.tsx').then((module) => ({ default: module.CreateBlankTemplateModal })),
);
export const CreateFromSuggestedModal = lazy(() =>
  import('./CreateFromSuggestedModal.tsx').then((module) => ({ default: module.CreateFromSuggestedModal })),
);
export const PositionFormModal = lazy(() =>
  import('./PositionFormModal.tsx').then((module) => ({ default: module.PositionFormModal })),
);
