export {
  educationDashboardQueryOptions,
  educationPlanQueryOptions,
} from './api/education-plan-queries.ts';
export { EducationPlanRequirement } from './EducationPlanRequirement.tsx';
export { EducationPlanStatus } from './EducationPlanStatus.tsx';
export { EducationPlansList } from './EducationPlansList.tsx';
export { EducationPlanView } from './EducationPlanView.tsx';
export { educationPlanFiltersQuery } from './education-plan-filters.ts';
export { useEducationPlanActions } from './useEducationPlanActions.tsx';
export { educationPlansNamespace, useEducationPlansTranslation } from './useEducationPlansTranslation.ts';
