import type { TaskInstance } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { Link } from '@mobilise/ui/Link';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Table, type TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { useOrganisationParam } from '../../features/organisation/index.ts';
import { useToday } from '../../features/people/index.ts';
import { useSignedInSession } from '../../features/session/index.ts';
import {
  isOverdue,
  organisationTasksQueryOptions,
  tasksApplicationsQueryOptions,
  tasksAssignmentsQueryOptions,
  useTasksTranslation,
} from '../../features/tasks/index.ts';
import { isReachable } from '../../navigation/reachable.ts';
import { routePath, routeTarget, targetPath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * The organisation's tasks (OrgTasks): the open tasks of its running applications and assignments that
 * wait on the signed-in user, as office staff, a security group's member or a position's holder, oldest
 * due first and those without a due date last (the server's order), overdue ones marked. Each leads to
 * the task opened in its application or assignment.
 */
export function Page() {
  const { t, language } = useTasksTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const session = useSignedInSession();
  const today = useToday();
  const tasks = useQuery(organisationTasksQueryOptions(organisationId));
  const applicationIds = tasks.data?.flatMap((task) => task.application_id ?? []) ?? [];
  const assignmentIds = tasks.data?.flatMap((task) => task.assignment_id ?? []) ?? [];
  const applications = useQuery({
    ...tasksApplicationsQueryOptions(organisationId, applicationIds),
    enabled: applicationIds.length > 0,
  });
  const assignments = useQuery({
    ...tasksAssignmentsQueryOptions(organisationId, assignmentIds),
    enabled: assignmentIds.length > 0,
  });
  const refreshTasks = useListRefresh(tasks);
  const refreshApplications = useListRefresh(applications);
  const refreshAssignments = useListRefresh(assignments);
  const applicationOf = (task: TaskInstance) =>
    applications.data?.find(({ id }) => id === task.application_id);
  const assignmentOf = (task: TaskInstance) => assignments.data?.find(({ id }) => id === task.assignment_id);

  const applicationsTarget = routeTarget('OrgApplications', { org_id: organisationId });
  // Applications may be disabled for the organisation, and with them its applications list.
  const showsApplications = session !== null && isReachable(session, applicationsTarget);

  const columns: TableColumn[] = [
    { id: 'task', label: t('orgTasks.columns.task'), isRowHeader: true, width: '2fr' },
    { id: 'record', label: t('orgTasks.columns.record'), width: '2fr' },
    { id: 'waitsOn', label: t('orgTasks.columns.waitsOn'), width: '1fr' },
    { id: 'due', label: t('orgTasks.columns.due'), width: '1fr' },
    { id: 'status', label: t('orgTasks.columns.status'), width: '1fr' },
  ];

  const waitsOn = (task: TaskInstance) =>
    task.assignee_type === 'SECURITY_GROUP' && task.assignee_security_group_role !== null
      ? t(`orgTasks.securityGroups.${task.assignee_security_group_role}`)
      : t(`orgTasks.waitsOn.${task.assignee_type}`);

  const due = ({ due_date }: TaskInstance) => {
    if (due_date === null) return t('orgTasks.noDueDate');
    const date = formatDisplayDate(due_date, language);
    if (!isOverdue(due_date, today)) return date;
    return (
      <Inline space="xs" alignY="center">
        <span>{date}</span>
        <Badge size="sm" tone="critical">
          {t('orgTasks.overdue')}
        </Badge>
      </Inline>
    );
  };

  // By the record's public id: a numeric full id would read as a public id at that address.
  const taskHref = (task: TaskInstance) => {
    const params = { task_id: task.task_id, task_instance_id: task.id };
    const assignment = assignmentOf(task);
    if (assignment)
      return routePath('AssignmentsShowTaskInstance', { public_id: assignment.public_id, ...params });
    const application = applicationOf(task);
    return (
      application &&
      routePath('ApplicationsShowTaskInstance', { public_id: application.public_id, ...params })
    );
  };

  const renderCell = (task: TaskInstance, column: TableColumn) => {
    switch (column.id) {
      case 'task': {
        const href = taskHref(task);
        return href === undefined ? (
          task.title
        ) : (
          <Link variant="standalone" href={href}>
            {task.title}
          </Link>
        );
      }
      case 'record': {
        const assignment = assignmentOf(task);
        return assignment
          ? t('orgTasks.assignment', { publicId: assignment.public_id, name: assignment.assignee.name })
          : applicationOf(task)?.title;
      }
      case 'waitsOn':
        return waitsOn(task);
      case 'due':
        return due(task);
      default:
        return (
          <Badge size="sm" tone={task.status === 'IN_PROGRESS' ? 'info' : 'neutral'}>
            {t(`orgTasks.statuses.${task.status}`)}
          </Badge>
        );
    }
  };

  // The titles come with the applications and assignments: the table waits for them all, and a failure
  // of any is shown.
  const isLoading =
    tasks.isPending ||
    (applicationIds.length > 0 && applications.isPending) ||
    (assignmentIds.length > 0 && assignments.isPending);
  const isError = tasks.isError || applications.isError || assignments.isError;
  const count = isLoading || isError ? undefined : (tasks.data?.length ?? 0);
  return (
    <ListPage
      header={<PageHeader title={t('orgTasks.title')} subtitle={t('orgTasks.intro')} />}
      count={count}
      countLabel={count === undefined ? undefined : t('orgTasks.count', { count })}
      emptyState={
        <EmptyState
          title={t('orgTasks.empty')}
          action={
            showsApplications ? (
              <ButtonLink variant="secondary" href={targetPath(applicationsTarget)}>
                {t('orgTasks.viewApplications')}
              </ButtonLink>
            ) : null
          }
        >
          {t('orgTasks.emptyHint')}
        </EmptyState>
      }
    >
      <Table
        aria-label={t('orgTasks.tableLabel')}
        columns={columns}
        rows={isLoading || isError ? [] : (tasks.data ?? [])}
        renderCell={renderCell}
        isLoading={isLoading && !isError}
        error={isError ? t('orgTasks.loadError') : undefined}
        onRetry={
          tasks.isError ? refreshTasks : applications.isError ? refreshApplications : refreshAssignments
        }
      />
    </ListPage>
  );
}
