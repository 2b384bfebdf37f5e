import type { TeamRecord } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { type DescriptionItem, DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { TextLink } from '../../shared/index.ts';
import { organisationsQueryOptions, useCurrentUser } from '../session/index.ts';
import {
  organisationPapersQueryOptions,
  teamMembersQueryOptions,
  unitQueryOptions,
} from './api/teams-and-units-queries.ts';
import { runsTeamsOf } from './capabilities.ts';
import { RecordStatus } from './RecordStatus.tsx';
import * as styles from './teams-and-units.css.ts';
import type { TeamOrUnit } from './useTeamOrUnitActions.tsx';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

export interface TeamOrUnitViewProps {
  subject: TeamOrUnit;
  /** The header's buttons (what the reader may do). */
  actions?: ReactNode;
  /** Above the sections: why a step was refused. */
  notice?: ReactNode;
}

// The files' list (with its menus and drop zone) loads only for a record that has files or may take
// them: the page's first load should not carry it.
const RecordAttachments = lazy(() =>
  import('../assets/index.ts').then((module) => ({ default: module.RecordAttachments })),
);

/** A list of links, or a sentence saying there is none. */
function LinkList({ items, empty }: { items: { id: string; href: string; label: string }[]; empty: string }) {
  if (items.length === 0) return <p className={styles.text}>{empty}</p>;
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.id}>
          <TextLink href={item.href}>{item.label}</TextLink>
        </li>
      ))}
    </ul>
  );
}

function TeamMembers({ team }: { team: TeamRecord }) {
  const { t } = useTeamsAndUnitsTranslation();
  const ids = team.person_profile_ids;
  const members = useQuery({ ...teamMembersQueryOptions(ids), enabled: ids.length > 0 });
  const items = (members.data?.data ?? []).map((person) => ({
    id: String(person.id),
    href: routePath('PersonProfilesShow', { id: person.id }),
    label: `${person.firstName} ${person.lastName}`,
  }));
  return <LinkList items={items} empty={ids.length === 0 ? t('show.noMembers') : t('show.loadingMembers')} />;
}

function UnitName({ id }: { id: number }) {
  const unit = useQuery(unitQueryOptions(id));
  return <TextLink href={routePath('UnitsShow', { id })}>{unit.data?.name ?? `#${id}`}</TextLink>;
}

/**
 * Every field of a team or unit: its status, code, organisation, (a team's) unit and type, whether it
 * is open for enquiries, the paper it follows, its description, its private notes (shown only to the
 * organisation's office staff, to whom alone the server sends them), a team's open requisitions and
 * members or a unit's teams, and how many files are attached.
 */
export function TeamOrUnitView({ subject, actions, notice }: TeamOrUnitViewProps) {
  const { t } = useTeamsAndUnitsTranslation();
  const { kind, record } = subject;
  const user = useCurrentUser();
  const organisations = useQuery(organisationsQueryOptions).data;
  const papers = useQuery({
    ...organisationPapersQueryOptions(),
    enabled: record.vision_strategy_paper_id !== null,
  });
  const paper = papers.data?.data.find(({ id }) => id === record.vision_strategy_paper_id);
  const notGiven = t('show.notGiven');
  const isStaff = runsTeamsOf(user, record.organisation_id);
  // Files are added and changed by whoever may update the record, while it is not archived.
  const mayAttach = (record.user_can as readonly string[]).includes('update') && !record.is_archived;

  const overview: DescriptionItem[] = [
    { id: 'code', term: t('fields.code'), description: record.code },
    {
      id: 'organisation',
      term: t('fields.organisation'),
      description: organisations?.find(({ id }) => id === record.organisation_id)?.name ?? notGiven,
    },
    ...(kind === 'team'
      ? [
          {
            id: 'unit',
            term: t('fields.unit'),
            description: record.unit_id === null ? t('show.noUnit') : <UnitName id={record.unit_id} />,
          },
          { id: 'type', term: t('fields.type'), description: record.type ?? notGiven },
        ]
      : [
          {
            id: 'openRequisitions',
            term: t('units.openRequisitionsCount'),
            description: String(record.open_requisitions_count),
          },
        ]),
    {
      id: 'enquiries',
      term: t('fields.isOpenForEnquiries'),
      description: record.is_open_for_enquiries ? t('show.yes') : t('show.no'),
    },
    {
      id: 'paper',
      term: t('fields.visionStrategyPaper'),
      description: paper ? (
        <TextLink href={routePath('VisionStrategyPapersShow', { public_id: paper.public_id })}>
          {paper.searchable_text}
        </TextLink>
      ) : (
        notGiven
      ),
    },
  ];

  // Why a step the record would otherwise take is not offered, said before anyone tries it.
  const holds = [
    ...(!record.is_archived && !record.can_be_archived ? (['cannotBeArchived'] as const) : []),
    ...(kind === 'team' && record.status === 'PUBLISHED' && !record.can_be_unpublished
      ? (['cannotBeUnpublished'] as const)
      : []),
  ];

  return (
    <DetailPage
      header={
        <PageHeader
          title={record.name}
          subtitle={t(`show.${kind}`)}
          status={
            <RecordStatus
              status={kind === 'team' ? record.status : undefined}
              isArchived={record.is_archived}
            />
          }
          secondaryActions={actions}
        />
      }
    >
      {notice}
      {holds.length > 0 ? (
        <Alert tone="info">
          {holds.map((hold) => (
            <p key={hold} className={styles.text}>
              {t(`show.${hold}`)}
            </p>
          ))}
        </Alert>
      ) : null}
      <DetailSection title={t('show.overview')}>
        <DescriptionList items={overview} />
      </DetailSection>
      <DetailSection title={t('fields.description')}>
        <p className={styles.text}>{record.description ?? t('show.noDescription')}</p>
      </DetailSection>
      {isStaff ? (
        <DetailSection title={t('fields.privateNotes')}>
          <p className={styles.text}>{record.private_notes ?? t('show.noPrivateNotes')}</p>
        </DetailSection>
      ) : null}
      {kind === 'team' ? (
        <>
          <DetailSection title={t('show.openRequisitions')}>
            {record.open_requisitions.length === 0 ? (
              <p className={styles.text}>{t('show.noOpenRequisitions')}</p>
            ) : (
              <ul className={styles.links}>
                {record.open_requisitions.map((requisition) => (
                  <li key={requisition.public_id}>
                    <TextLink href={routePath('RequisitionsShow', { public_id: requisition.public_id })}>
                      {requisition.title}
                    </TextLink>{' '}
                    <StatusPill kind="requisitionAvailability" status={requisition.availability} size="sm" />
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title={t('fields.members')}>
            <TeamMembers team={record} />
          </DetailSection>
        </>
      ) : (
        <DetailSection title={t('show.teams')}>
          <LinkList
            items={record.teams.map((team) => ({
              id: String(team.id),
              href: routePath('TeamsShow', { id: team.id }),
              label: team.is_archived
                ? t('show.teamArchived', { name: team.name })
                : t(`show.teamWithStatus.${team.status}`, { name: team.name }),
            }))}
            empty={t('show.noTeams')}
          />
        </DetailSection>
      )}
      <DetailSection title={t('fields.attachments')}>
        {record.attachments.length === 0 && !mayAttach ? (
          <p className={styles.text}>{t('show.noAttachments')}</p>
        ) : (
          <Suspense fallback={null}>
            <RecordAttachments
              owner={{ assetable_type: kind, assetable_id: record.id }}
              canEdit={mayAttach}
              uploadLabel={t('show.attach')}
              listLabel={t('fields.attachments')}
            />
          </Suspense>
        )}
      </DetailSection>
    </DetailPage>
  );
}
