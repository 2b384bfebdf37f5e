// storage.ts is left out and imported by its own path: i18n/ keeps the chosen language through it and api/
// reads that language, while components exported here import api/, so this file would close an import loop.
export {
  type AssignmentDatesKind,
  assignmentDates,
  currentAssignments,
  isActiveAssignment,
} from './assignments.ts';
export { familyDetails, yesNo } from './family-details.ts';
export {
  assignmentPlace,
  contactDetails,
  currentAddressText,
  fullName,
  mobilisationDetails,
  personalDetails,
} from './profile-details.ts';
export { QueryListPage, type QueryListPageProps } from './QueryListPage.tsx';
export { QueryPagination, type QueryPaginationProps } from './QueryPagination.tsx';
export { QueryStates, type QueryStatesProps } from './QueryStates.tsx';
export { RecordStates } from './RecordStates.tsx';
export {
  idOrNull,
  noneKey,
  RecordFormFrame,
  type RecordFormFrameProps,
  type RecordFormOptions,
  type RecordFormProps,
  textOrNull,
  useRecordForm,
  useRequiredText,
} from './record-form.tsx';
export { SortSelect, type SortSelectProps } from './SortSelect.tsx';
export { TextLink } from './TextLink.tsx';
export { myAimNamespace, useMyAimTranslation } from './useMyAimTranslation.ts';
