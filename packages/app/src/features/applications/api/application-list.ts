import type { Application, EndpointAnswer, WorkflowTemplate } from '@mobilise/contract';
import type { LookupOption } from '@mobilise/ui/Lookup';
import { keepPreviousData } from '@tanstack/react-query';
import { callEndpoint, endpointQueryOptions } from '../../../api/index.ts';
import type { ApplicationFilters } from '../application-filters.ts';

/**
 * One page of the organisation's applications as filtered, with each one's workflow stages (the list shows
 * the current one). The query belongs to the organisation, so switching away from it removes it; the page
 * shown stays while the next one loads.
 */
export const organisationApplicationsQueryOptions = (
  organisationId: number,
  filters: ApplicationFilters,
  perPage: number,
) => ({
  ...endpointQueryOptions(
    'listApplications',
    {
      query: {
        organisation: organisationId,
        status: filters.statuses.length > 0 ? filters.statuses : undefined,
        position: filters.positionId ?? undefined,
        stage: filters.stage ?? undefined,
        sort: filters.sort,
        with_workflow_stages: true,
        page: filters.page,
        per_page: perPage,
      },
    },
    { organisation: organisationId, clientRetry: true },
  ),
  placeholderData: keepPreviousData,
});

/** The most people a names query asks for at once: every applicant of a page of applications. */
const namesPerPage = 9999;

const namesById = (page: EndpointAnswer<'listPersonProfiles'>) =>
  new Map(page.data.map((person) => [person.id, `${person.firstName} ${person.lastName}`] as const));

/**
 * The names of these people ("first last") by person profile id, in one call (`id={ids}`); a person the
 * reader may not see has none. Each person is asked for once, in a stable order, so the same people share
 * one query whatever order a page lists them in.
 */
export const personNamesQueryOptions = (organisationId: number, personIds: readonly number[]) => {
  const ids = [...new Set(personIds)].sort((a, b) => a - b);
  return {
    ...endpointQueryOptions(
      'listPersonProfiles',
      { query: { id: ids, per_page: namesPerPage } },
      { organisation: organisationId },
    ),
    enabled: ids.length > 0,
    select: namesById,
  };
};

/**
 * The stage an application is at: the one in progress. An application with an outcome, or one whose stages
 * the list did not send, has none.
 */
export const currentStageOf = (application: Application): string | null =>
  application.workflow?.stages.find((stage) => stage.status === 'IN_PROGRESS')?.name ?? null;

/**
 * The stage names the organisation's application templates use, each once, in the templates' order: the
 * list filters by a stage's name, since each application has its own copy of the stages.
 */
export const applicationStageNames = (templates: readonly WorkflowTemplate[]): string[] => [
  ...new Set(
    templates
      .filter((template) => template.subject_type === 'APPLICATION')
      .flatMap((template) => template.stages.map((stage) => stage.name)),
  ),
];

/** The matches a people lookup offers at a time. */
export const peopleLookupMatches = 10;

/**
 * A lookup of the organisation's people by name or e-mail (10 matches at a time), within what the reader
 * may see. Applicants are chosen by their profile (`value` is its id); position holders by their account
 * (`byAccount`: only people with one, `value` is the user id). The server checks both again on create.
 */
export function organisationPeopleLookup(organisationId: number, { byAccount = false } = {}) {
  return async (typed: string, signal: AbortSignal): Promise<readonly LookupOption[]> => {
    const search = typed.trim();
    if (search === '') return [];
    const page = await callEndpoint('listPersonProfiles', {
      query: {
        search,
        organisation: organisationId,
        has_user: byAccount || undefined,
        per_page: peopleLookupMatches,
      },
      signal,
    });
    return page.data.flatMap((person) => {
      const value = byAccount ? person.userId : person.id;
      if (value === null) return [];
      const description = person.aimPositionalEmail ?? person.aimPersonalEmail ?? undefined;
      return [{ value: String(value), label: `${person.firstName} ${person.lastName}`, description }];
    });
  };
}
