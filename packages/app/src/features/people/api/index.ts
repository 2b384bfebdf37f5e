export {
  activeAssignmentsQueryOptions,
  assignmentHistoryQueryOptions,
  exploringAssignmentsQueryOptions,
} from './assignments.ts';
export { familyQueryOptions } from './families.ts';
export { familyMemberLookup } from './family-member-lookup.ts';
export { membershipsOfPersonQueryOptions } from './memberships.ts';
export {
  organisationPeopleWithAccountsQueryOptions,
  personResponsibilitiesQueryOptions,
  useReassignResponsibilities,
} from './responsibilities.ts';
export { personSecurityGroupsQueryOptions, useSavePersonSecurityGroups } from './security-groups.ts';
