import type { Application, TaskInstance } from '@mobilise/contract';
import { useQuery } from '@tanstack/react-query';
import { userNamesQueryOptions } from '../people/index.ts';
import { useCurrentUser } from '../session/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';
import type { WorkflowRecord } from './workflow-record.ts';

/** Whether the signed-in reader is one of the application's applicants (the applicant's view of it). */
export const useIsApplicant = (application: Application) => {
  const profileId = useCurrentUser()?.person_profile_id ?? null;
  return profileId !== null && application.applicant_ids.includes(profileId);
};

/**
 * Who does each task, as the reader reads it: "You" for the reader's own (an applicant's task to the
 * reader doing the applicant's tasks, one waiting on the reader), a position holder by name once known,
 * else the kind of assignee.
 */
export function useTaskAssignee(
  { kind, readerIsApplicant }: Pick<WorkflowRecord, 'kind' | 'readerIsApplicant'>,
  instances: readonly TaskInstance[],
) {
  const { t } = useApplicationsTranslation();
  const userId = useCurrentUser()?.id ?? null;
  const names = useQuery(
    userNamesQueryOptions(instances.flatMap(({ assignee_user_id }) => assignee_user_id ?? [])),
  ).data;
  return (instance: TaskInstance): string => {
    const isMine =
      (instance.assignee_user_id !== null && instance.assignee_user_id === userId) ||
      (instance.assignee_type === 'APPLICANT' && readerIsApplicant);
    if (isMine) return t('assignees.you');
    if (instance.assignee_type === 'SECURITY_GROUP' && instance.assignee_security_group_role) {
      return t(`assignees.securityGroups.${instance.assignee_security_group_role}`);
    }
    const name = instance.assignee_user_id === null ? undefined : names?.get(instance.assignee_user_id);
    // An applicant's or a position's task waits on one person; office staff and groups on no one user.
    if (name && (instance.assignee_type === 'APPLICANT' || instance.assignee_type === 'POSITION'))
      return name;
    if (instance.assignee_type === 'APPLICANT' && kind === 'assignment') return t('assignees.assignee');
    return t(`assignees.${instance.assignee_type}`);
  };
}

/** A task still to be done: not done, and not set aside as not applicable. */
export const isOpenTask = ({ status }: TaskInstance) => status === 'TODO' || status === 'IN_PROGRESS';

/** Whether an open task's due date has passed (`today` as a stored day). */
export const isOverdue = (instance: TaskInstance, today: string) =>
  isOpenTask(instance) && instance.due_date !== null && instance.due_date < today;
