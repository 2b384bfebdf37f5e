export {
  leaveServer,
  storyLeaveRequest,
  storyLeaveRequests,
  storyTravelPlan,
} from './leave-server.ts';
