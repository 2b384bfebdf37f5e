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
  useTasksTranslation,
} from '../../features/tasks/index.ts';
import { isReachable } from '../../navigation/reachable.ts';
import { routePath, routeTarget, targetPath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * The organisation's tasks (OrgTasks): the open tasks of its running applications that wait on the
 * signed-in user, as office staff, a security group's member or a position's holder, oldest due first
 * and those without a due date last (the server's order), overdue ones marked. Each leads to the task in
 * its application.
 */
export function Page() {
  const { t, language } = useTasksTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const session = useSignedInSession();
  const today = useToday();
  const tasks = useQuery(organisationTasksQueryOptions(organisationId));
  const applicationIds = tasks.data?.map((task) => task.application_id) ?? [];
  const applications = useQuery({
    ...tasksApplicationsQueryOptions(organisationId, applicationIds),
    enabled: applicationIds.length > 0,
  });
  const refreshTasks = useListRefresh(tasks);
  const refreshApplications = useListRefresh(applications);
  const applicationOf = (id: number) => applications.data?.find((each) => each.id === id);

  const applicationsTarget = routeTarget('OrgApplications', { org_id: organisationId });
  // Applications may be disabled for the organisation, and with them its applications list.
  const showsApplications = session !== null && isReachable(session, applicationsTarget);

  const columns: TableColumn[] = [
    { id: 'task', label: t('orgTasks.columns.task'), isRowHeader: true, width: '2fr' },
    { id: 'application', label: t('orgTasks.columns.application'), width: '2fr' },
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

  const renderCell = (task: TaskInstance, column: TableColumn) => {
    switch (column.id) {
      case 'task': {
        // By the application's public id: a numeric full id would read as a public id at that address.
        const publicId = applicationOf(task.application_id)?.public_id;
        return publicId === undefined ? (
          task.title
        ) : (
          <Link
            variant="standalone"
            href={routePath('ApplicationsShowTaskInstance', {
              public_id: publicId,
              task_id: task.task_id,
              task_instance_id: task.id,
            })}
          >
            {task.title}
          </Link>
        );
      }
      case 'application':
        return applicationOf(task.application_id)?.title;
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

  // The titles come with the applications: the table waits for both, and a failure of either is shown.
  const isLoading = tasks.isPending || (applicationIds.length > 0 && applications.isPending);
  const isError = tasks.isError || applications.isError;
  const count = isLoading || isError ? undefined : applicationIds.length;
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
        onRetry={tasks.isError ? refreshTasks : refreshApplications}
      />
    </ListPage>
  );
}
