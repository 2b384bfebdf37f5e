export {
  leaveFormServer,
  leaveServer,
  storyLeaveForm,
  storyLeaveRequest,
  storyLeaveRequests,
  storyTravelPlan,
} from './leave-server.ts';
