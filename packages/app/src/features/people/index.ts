export {
  assignmentHistoryQueryOptions,
  exploringAssignmentsQueryOptions,
  familyMemberLookup,
  familyQueryOptions,
  membershipsOfPersonQueryOptions,
  organisationPeopleWithAccountsQueryOptions,
  personResponsibilitiesQueryOptions,
  personSecurityGroupsQueryOptions,
  useReassignResponsibilities,
  useSavePersonSecurityGroups,
} from './api/index.ts';
export { userNamesQueryOptions } from './api/person-names.ts';
export { AssignmentHistoryItem } from './assignment-history/AssignmentHistoryItem.tsx';
export { FamilyMembers } from './family/FamilyMembers.tsx';
export { MembershipList } from './memberships/MembershipList.tsx';
export { PersonMembershipsCard } from './memberships/PersonMembershipsCard.tsx';
export { PersonName } from './pop-up/PersonName.tsx';
export { ProfileAttachmentsCard } from './profile/LazyProfileAttachmentsCard.tsx';
export { PersonDataDownload } from './profile/PersonDataDownload.tsx';
export { ProfileAddressesCard } from './profile/ProfileAddressesCard.tsx';
export { ProfileInvite } from './profile/ProfileInvite.tsx';
export { ProfileLinks } from './profile/ProfileLinks.tsx';
export { ProfilePositionsCard } from './profile/ProfilePositionsCard.tsx';
export { ProfilePurge } from './profile/ProfilePurge.tsx';
export { ProfileStatusCard } from './profile/ProfileStatusCard.tsx';
export { saveErrorMessages } from './save-error-messages.ts';
export { TodayContext, useToday } from './today.tsx';
export { usePeopleTranslation } from './usePeopleTranslation.ts';
export { useIdParam, usePersonProfileParam } from './usePersonProfileParam.ts';
