import { endpointQueryOptions } from '../../../api/index.ts';

/**
 * The organisation's own workflow templates, stages and tasks in order: those offered for new
 * applications, and after them the archived ones when `includeArchived`.
 */
export const organisationWorkflowTemplatesQueryOptions = (
  organisationId: number,
  { includeArchived = false } = {},
) =>
  endpointQueryOptions(
    'listWorkflowTemplates',
    { params: { org_id: organisationId }, ...(includeArchived && { query: { include_archived: true } }) },
    { organisation: organisationId },
  );

/** The templates the system suggests, the same for every organisation. */
export const suggestedWorkflowTemplatesQueryOptions = () =>
  endpointQueryOptions('listSuggestedWorkflowTemplates', {});

/** One workflow template, an organisation's or a suggested one. */
export const workflowTemplateQueryOptions = (id: number) =>
  endpointQueryOptions('getWorkflowTemplate', { params: { id } });
