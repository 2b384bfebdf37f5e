import type { Assignment } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { Link } from '@mobilise/ui/Link';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { Table, type TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  type OrganisationAssignmentList,
  organisationAssignmentsQueryOptions,
  useOrganisationParam,
  useOrganisationTranslation,
} from '../../features/organisation/index.ts';
import { type RouteTarget, routePath, routeTarget, targetPath } from '../../routes/routePath.ts';
import {
  assignmentDates,
  assignmentPlace,
  QueryPagination,
  useMyAimTranslation,
} from '../../shared/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Assignments shown on one page of each list. */
export const assignmentsPerPage = 25;

/** Where each list's empty state sends the reader next. */
const nextStepOf: Record<OrganisationAssignmentList, (org_id: number) => RouteTarget> = {
  interested: () => routeTarget('Requisitions'),
  arrivingSoon: (org_id) => routeTarget('ReceivingOrgPotentialAssignments', { org_id }),
  outbound: (org_id) => routeTarget('OrgPersonProfiles', { org_id }),
};

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * One of the organisation's assignment lists (Inbound: people interested in its requisitions, people
 * arriving soon; Outbound): each row the person, linking to the assignment, the other organisation, the
 * start that counts, the status and the place. The page number lives in the URL.
 */
export function OrgAssignmentsListPage({ list }: { list: OrganisationAssignmentList }) {
  const { t } = useOrganisationTranslation();
  const myAim = useMyAimTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useQuery(organisationAssignmentsQueryOptions(list, organisationId, page, assignmentsPerPage));
  const refresh = useListRefresh(query);
  const rows = query.data?.data ?? [];
  const texts = `assignmentLists.${list}`;

  const columns: TableColumn[] = [
    { id: 'person', label: t('assignmentLists.columns.person'), isRowHeader: true, width: '2fr' },
    {
      id: 'organisation',
      label: t(`assignmentLists.columns.${list === 'outbound' ? 'receivedBy' : 'exploredBy'}`),
      width: '2fr',
    },
    { id: 'start', label: t('assignmentLists.columns.start'), width: '1fr' },
    { id: 'status', label: t('assignmentLists.columns.status'), width: '1fr' },
    { id: 'place', label: t('assignmentLists.columns.place'), width: '2fr' },
  ];

  const renderCell = (assignment: Assignment, column: TableColumn) => {
    switch (column.id) {
      case 'person':
        return (
          <Link href={routePath('AssignmentsShow', { public_id: assignment.public_id })}>
            {assignment.assignee.name}
          </Link>
        );
      case 'organisation':
        return (list === 'outbound' ? assignment.received_by : assignment.explored_by)?.name ?? '—';
      case 'start': {
        const dates = assignmentDates(assignment);
        return t(`assignmentLists.start.${dates.kind}`, { date: myAim.displayDate(dates.start_date) });
      }
      case 'status':
        return <StatusPill kind="assignment" status={assignment.status} size="sm" />;
      default:
        return assignmentPlace(assignment.location) || '—';
    }
  };

  const total = query.data?.total;
  return (
    <ListPage
      header={<PageHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.intro`)} />}
      count={total}
      countLabel={total === undefined ? undefined : t('assignmentLists.count', { count: total })}
      emptyState={
        <EmptyState
          title={t(`${texts}.empty`)}
          action={
            <ButtonLink variant="secondary" href={targetPath(nextStepOf[list](organisationId))}>
              {t(`${texts}.emptyAction`)}
            </ButtonLink>
          }
        >
          {t(`${texts}.emptyHint`)}
        </EmptyState>
      }
      pagination={
        <QueryPagination
          query={query}
          onPageChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              if (next > 1) updated.set('page', String(next));
              else updated.delete('page');
              return updated;
            })
          }
        />
      }
    >
      <Table
        aria-label={t(`${texts}.title`)}
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        isLoading={query.isPending}
        error={query.isError ? t('assignmentLists.loadError') : undefined}
        onRetry={refresh}
      />
    </ListPage>
  );
}
