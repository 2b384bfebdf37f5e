import type {
  Assignment,
  OrganisationReference,
  Paged,
  PersonProfileListItem,
  RequisitionSearchResult,
  VisionStrategyPaper,
} from '@mobilise/contract';
import type { SearchGroup } from '@mobilise/ui/GlobalSearchBox';
import { routePath } from '../../routes/routePath.ts';
import { type PersonStatusPart, personStatusParts } from './person-status.ts';

/** The answers of the four search calls for one query. */
export interface SearchAnswers {
  people: Paged<PersonProfileListItem>;
  assignments: Paged<Assignment>;
  requisitions: Paged<RequisitionSearchResult>;
  papers: Paged<VisionStrategyPaper>;
}

export interface SearchGroupsContext {
  query: string;
  /** Every organisation, for the codes of a person's mobilising organisations. */
  organisations: readonly OrganisationReference[];
  /** The active organisation, whose members directory "Show more" opens; null leaves people without it. */
  organisationId: number | null;
  /** The texts of the `search` namespace. */
  t: (key: string, values?: Record<string, string>) => string;
  /** A last-updated stamp as people read it. */
  displayTimestamp: (value: string) => string;
}

const statusKey = (part: PersonStatusPart) =>
  part.kind === 'flag' ? `headerSearch.status.${part.flag}` : `headerSearch.memberStatus.${part.status}`;

/**
 * The header search's result groups: people with their status text and mobilising
 * organisation codes, "Show more" opening the members directory with the query; the assignments the caller
 * may see, by number and assignee, with what each is for (no listing takes a search, so no "Show more");
 * requisitions and papers, "Show more" opening their listing with the query.
 */
export const searchGroupsOf = (
  answers: SearchAnswers,
  { query, organisations, organisationId, t, displayTimestamp }: SearchGroupsContext,
): SearchGroup[] => {
  const codeOf = new Map(organisations.map((organisation) => [organisation.id, organisation.code]));
  return [
    {
      id: 'people',
      title: t('headerSearch.groups.people'),
      ...(organisationId === null
        ? {}
        : { showMoreHref: routePath('OrgMembersDirectory', { org_id: organisationId, search: query }) }),
      results: answers.people.data.map((person) => ({
        id: person.id,
        title: `${person.knownAs ?? person.firstName} ${person.lastName}`,
        description: personStatusParts(person)
          .map((part) => t(statusKey(part)))
          .join(', '),
        tags: person.mobilisedByOrganisationIds.flatMap((id) => codeOf.get(id) ?? []),
        href: routePath('PersonProfilesShow', { id: person.id }),
      })),
    },
    {
      id: 'assignments',
      title: t('headerSearch.groups.assignments'),
      results: answers.assignments.data.map((assignment) => ({
        id: assignment.id,
        title: t('headerSearch.assignments.title', {
          public_id: assignment.public_id,
          name: assignment.assignee.name,
        }),
        ...(assignment.associated_with ? { description: assignment.associated_with.title } : {}),
        href: routePath('AssignmentsShow', { public_id: assignment.public_id }),
      })),
    },
    {
      id: 'requisitions',
      title: t('headerSearch.groups.requisitions'),
      showMoreHref: routePath('Requisitions', { search: query }),
      results: answers.requisitions.data.map((requisition) => ({
        id: requisition.public_id,
        title: requisition.title,
        href: routePath('RequisitionsShow', { public_id: requisition.public_id }),
      })),
    },
    {
      id: 'papers',
      title: t('headerSearch.groups.papers'),
      showMoreHref: routePath('VisionStrategyPapers', { search: query }),
      results: answers.papers.data.map((paper) => ({
        id: paper.id,
        title: paper.searchable_text,
        description: t('headerSearch.papers.lastUpdated', { date: displayTimestamp(paper.last_updated) }),
        href: routePath('VisionStrategyPapersShow', { public_id: paper.public_id }),
      })),
    },
  ];
};
