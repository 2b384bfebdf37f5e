export {
  educationPlanServer,
  storyChild,
  storyConsultant,
  storyDashboard,
  storyPlan,
  storyPlans,
} from './education-plan-server.ts';
