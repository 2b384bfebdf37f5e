import type { Organisation, TeamRecord, UnitRecord } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Table, type TableColumn } from '@mobilise/ui/Table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { routePath } from '../../routes/routePath.ts';
import { organisationsQueryOptions, useCurrentUser } from '../session/index.ts';
import { teamsQueryOptions, unitsQueryOptions } from './api/teams-and-units-queries.ts';
import { organisationsWith } from './capabilities.ts';
import { RecordStatus } from './RecordStatus.tsx';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

export type TeamOrUnitKind = 'teams' | 'units';

export interface TeamOrUnitListProps {
  kind: TeamOrUnitKind;
  /** One organisation's (OrgTeams, OrgUnits), or null for every organisation the reader reads. */
  organisationId: number | null;
  /** The page's title: the route's own. */
  title: string;
}

const organisationName = (organisations: readonly Organisation[] | undefined, id: number) =>
  organisations?.find((organisation) => organisation.id === id)?.name ?? '';

/**
 * The teams or units listing (Teams, Units, OrgTeams, OrgUnits): name, code, organisation, status and
 * for units how many teams and open requisitions they have, archived ones only when asked for. The
 * list is kept 60 s in the browser (R-CONST-003). Holders of manage_teams / manage_units get a create
 * button.
 */
export function TeamOrUnitList({ kind, organisationId, title }: TeamOrUnitListProps) {
  const { t } = useTeamsAndUnitsTranslation();
  const [includeArchived, setIncludeArchived] = useState(false);
  const filter = { includeArchived, organisationId };
  // The rows shown stay while the list with or without the archived ones loads.
  const teams = useQuery({
    ...teamsQueryOptions(filter),
    enabled: kind === 'teams',
    placeholderData: keepPreviousData,
  });
  const units = useQuery({
    ...unitsQueryOptions(filter),
    enabled: kind === 'units',
    placeholderData: keepPreviousData,
  });
  const query = kind === 'teams' ? teams : units;
  const refresh = useListRefresh(query);
  const organisations = useQuery(organisationsQueryOptions).data;
  const user = useCurrentUser();
  const capability = kind === 'teams' ? 'manage_teams' : 'manage_units';
  const creators = organisationsWith(user, capability, organisations ?? []);
  const mayCreate =
    organisationId === null ? creators.length > 0 : creators.some(({ id }) => id === organisationId);
  const count = query.data?.data.length;

  const columns: TableColumn[] = [
    { id: 'name', label: t('fields.name'), isRowHeader: true },
    { id: 'code', label: t('fields.code') },
    { id: 'organisation', label: t('fields.organisation') },
    ...(kind === 'units'
      ? [
          { id: 'teams', label: t('units.teamsCount') },
          { id: 'openRequisitions', label: t('units.openRequisitionsCount') },
        ]
      : []),
    { id: 'status', label: t('fields.status') },
  ];
  const rows: (TeamRecord | UnitRecord)[] = query.data?.data ?? [];

  const renderCell = (row: TeamRecord | UnitRecord, column: TableColumn) => {
    switch (column.id) {
      case 'organisation':
        return organisationName(organisations, row.organisation_id);
      case 'teams':
        return 'teams' in row ? String(row.teams.length) : null;
      case 'openRequisitions':
        return 'open_requisitions_count' in row ? String(row.open_requisitions_count) : null;
      case 'status':
        return (
          <RecordStatus
            status={'status' in row ? row.status : undefined}
            isArchived={row.is_archived}
            size="sm"
          />
        );
      default:
        return String(row[column.id as 'name' | 'code']);
    }
  };

  const results = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t(`${kind}.loadError`)}</ErrorState>;
    return (
      <Table
        aria-label={title}
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        getRowHref={(row) => routePath(kind === 'teams' ? 'TeamsShow' : 'UnitsShow', { id: row.id })}
      />
    );
  };

  return (
    <ListPage
      header={
        <PageHeader
          title={title}
          subtitle={t(`${kind}.intro`)}
          primaryAction={
            mayCreate ? (
              <ButtonLink href={routePath(kind === 'teams' ? 'TeamsCreate' : 'UnitsCreate')}>
                {t(`${kind}.create`)}
              </ButtonLink>
            ) : null
          }
        />
      }
      filters={
        <Checkbox
          label={t('list.includeArchived')}
          isSelected={includeArchived}
          onChange={setIncludeArchived}
        />
      }
      count={count}
      countLabel={count === undefined ? undefined : t(`${kind}.count`, { count })}
      hasActiveFilters={includeArchived}
      onClearFilters={() => setIncludeArchived(false)}
      emptyState={<EmptyState title={t(`${kind}.empty`)} />}
    >
      {results()}
    </ListPage>
  );
}
