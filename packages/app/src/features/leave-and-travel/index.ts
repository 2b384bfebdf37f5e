export {
  type LeaveRow,
  type LeaveScope,
  leaveRecordQueryOptions,
} from './api/leave-queries.ts';
export { LeaveAndTravelList } from './LeaveAndTravelList.tsx';
export { LeaveRecordView } from './LeaveRecordView.tsx';
export { type LeaveKind, type LeaveList, type LeaveRecord, showRouteOf } from './leave-kinds.ts';
export { useTypeLabels } from './leave-labels.ts';
export { useLeaveActions } from './useLeaveActions.tsx';
export { leaveAndTravelNamespace, useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';
export { useLeaveRecord } from './useLeaveRecord.ts';
export { useTravelPlansOn } from './useTravelPlansOn.ts';
