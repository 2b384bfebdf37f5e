import { describe, expect, it } from 'vitest';
import type { RouteName } from './route-names.ts';
import { scrollAfterNavigation } from './scroll-behaviour.ts';

const taskChildren: RouteName[] = [
  'ApplicationsShowTaskInstance',
  'ApplicationsShowByIdTaskInstance',
  'AssignmentsShowTaskInstance',
  'AssignmentsShowByIdTaskInstance',
  'WorkflowTemplatesShowTask',
  'SuggestedWorkflowTemplatesShowTask',
];

describe('scroll after a navigation (spec 01 §2.5)', () => {
  it.each([
    ['MyAimDashboard', 'PersonProfilesShow'],
    ['ApplicationsShow', 'AssignmentsShow'],
    ['OrgDashboard', 'OrgApplications'],
  ] satisfies [RouteName, RouteName][])(
    'R-ROUTE-050 from %s to %s scrolls smoothly to the top',
    (from, to) => {
      expect(scrollAfterNavigation(from, to)).toBe('smooth-to-top');
    },
  );

  it.each(taskChildren)('R-ROUTE-051 opening the keep-scroll route %s keeps the scroll', (to) => {
    expect(scrollAfterNavigation('ApplicationsShow', to)).toBe('keep');
  });

  it.each(taskChildren)('R-ROUTE-052 leaving the keep-scroll route %s keeps the scroll', (from) => {
    expect(scrollAfterNavigation(from, 'ApplicationsShow')).toBe('keep');
  });

  it('the first page of a visit is not scrolled', () => {
    expect(scrollAfterNavigation(null, 'MyAimDashboard')).toBe('keep');
  });
});
