import { WorkflowTemplateScreen } from './WorkflowTemplateScreen.tsx';

/** SuggestedWorkflowTemplatesShow (/suggested-workflow-templates/{id}): a template the system suggests, read-only. */
export function Page() {
  return <WorkflowTemplateScreen isSuggestedView />;
}
