import { WorkflowTemplateScreen } from './WorkflowTemplateScreen.tsx';

/**
 * WorkflowTemplatesShow (/workflow-templates/{id}): an organisation's template, its stages in order with
 * their tasks; those who build templates edit it here (rename it, add stages and tasks, change, move and
 * remove tasks, take suggested tasks into its stages) and archive it.
 */
export function Page() {
  return <WorkflowTemplateScreen isSuggestedView={false} />;
}
