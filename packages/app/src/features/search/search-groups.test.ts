import type { Paged } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../my-aim/stories/index.ts';
import { type SearchAnswers, searchGroupsOf } from './search-groups.ts';
import {
  storySearchAssignments,
  storySearchPapers,
  storySearchPeople,
  storySearchRequisitions,
} from './stories/handlers.ts';

const answers: SearchAnswers = {
  people: pageOf(storySearchPeople.slice(0, 2)),
  assignments: pageOf(storySearchAssignments),
  requisitions: pageOf(storySearchRequisitions.slice(0, 1)),
  papers: pageOf(storySearchPapers.slice(0, 1)),
};
const context = {
  query: 'Ana Lee',
  organisations: [
    { id: 3, name: 'AIM Europe', code: 'EUR' },
    { id: 7, name: 'AIM Eastern Africa', code: 'EAF' },
  ],
  organisationId: 3,
  t: (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  displayTimestamp: (value: string) => value.slice(0, 10),
};

describe('searchGroupsOf', () => {
  it('makes the people, assignments, requisitions and papers groups with their links, the query kept in Show more', () => {
    const [people, assignments, requisitions, papers] = searchGroupsOf(answers, context);
    expect(people).toEqual({
      id: 'people',
      title: 'headerSearch.groups.people',
      showMoreHref: '/orgs/3/members-directory?search=Ana%20Lee',
      results: [
        {
          id: 31,
          title: 'Ana Silva',
          description: 'headerSearch.status.is_full_term_member',
          tags: ['EUR', 'EAF'],
          href: '/person-profiles/31',
        },
        {
          id: 32,
          title: 'Anatole Dubois',
          description: 'headerSearch.status.is_full_term_applicant',
          tags: ['EUR'],
          href: '/person-profiles/32',
        },
      ],
    });
    expect(assignments).toEqual({
      id: 'assignments',
      title: 'headerSearch.groups.assignments',
      results: [
        {
          id: 61,
          title: 'headerSearch.assignments.title {"public_id":"1061","name":"Ana Silva"}',
          description: 'Midwife at Tenwek Hospital',
          href: '/assignments/1061',
        },
        {
          id: 57,
          title: 'headerSearch.assignments.title {"public_id":"1057","name":"Amara Okafor"}',
          description: 'Teacher at Rift Valley Academy',
          href: '/assignments/1057',
        },
      ],
    });
    expect(requisitions).toEqual({
      id: 'requisitions',
      title: 'headerSearch.groups.requisitions',
      showMoreHref: '/requisitions?search=Ana%20Lee',
      results: [{ id: '5011', title: 'Nurse, Kijabe Hospital', href: '/requisitions/5011' }],
    });
    expect(papers?.showMoreHref).toBe('/vision-strategy-papers?search=Ana%20Lee');
    expect(papers?.results).toEqual([
      {
        id: 41,
        title: 'Health Care: vision and strategy 2026 — Where health care is heading',
        description: 'headerSearch.papers.lastUpdated {"date":"2026-10-03"}',
        href: '/vision-strategy-papers/3011',
      },
    ]);
  });

  it('shows a person’s known-as name, and no Show more for people without an active organisation', () => {
    const knownAs: Paged<(typeof storySearchPeople)[number]> = pageOf([
      { ...storySearchPeople[0], knownAs: 'Annie' } as (typeof storySearchPeople)[number],
    ]);
    const [people] = searchGroupsOf({ ...answers, people: knownAs }, { ...context, organisationId: null });
    expect(people?.showMoreHref).toBeUndefined();
    expect(people?.results[0]?.title).toBe('Annie Silva');
  });
});
