export {
  activeAssignmentsQueryOptions,
  assignmentHistoryQueryOptions,
  assignmentKeys,
} from './assignments.ts';
export { familyKeys, familyQueryOptions } from './families.ts';
export { familyMemberLookup } from './family-member-lookup.ts';
export { membershipKeys, membershipsOfPersonQueryOptions } from './memberships.ts';
export {
  organisationPeopleWithAccountsQueryOptions,
  personResponsibilitiesQueryOptions,
  useReassignResponsibilities,
} from './responsibilities.ts';
export { personSecurityGroupsQueryOptions, useSavePersonSecurityGroups } from './security-groups.ts';
