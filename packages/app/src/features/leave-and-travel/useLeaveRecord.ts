import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../people/index.ts';
import { leaveRecordQueryOptions } from './api/leave-queries.ts';
import type { LeaveKind } from './leave-kinds.ts';

/** The record of the URL's id, loaded once the id can name one. */
export const useLeaveRecord = (kind: LeaveKind) => {
  const id = useIdParam();
  const record = useQuery({ ...leaveRecordQueryOptions(kind, id ?? 0), enabled: id !== null });
  return { id, record };
};
