import type { LeaveRequestType, TravelPlanRecord, TravelPlanType } from '@mobilise/contract';
import { type DescriptionItem, DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { TextLink, useMyAimTranslation } from '../../shared/index.ts';
import { personNamesQueryOptions } from '../applications/index.ts';
import { useCountryName } from '../reference-data/index.ts';
import type { LeaveKind, LeaveRecord } from './leave-kinds.ts';
import { useTypeLabels } from './leave-labels.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

// The files' list (with the file service's menus and drop zone) loads only for a record that has files:
// most have none, and the page's first load should not carry it.
const RecordAttachments = lazy(() =>
  import('../assets/index.ts').then((module) => ({ default: module.RecordAttachments })),
);

export interface LeaveRecordViewProps {
  kind: LeaveKind;
  record: LeaveRecord;
  /** The header's buttons (what the reader may do); none on a read-only page. */
  actions?: ReactNode;
  /** Above the sections: why a change was refused. */
  notice?: ReactNode;
}

/**
 * Every field of a leave request or travel plan: who is going and with whom, when and where, its types,
 * the travel plan's own fields, the confirmations, the decision and its reason, the assignments it falls
 * in and its attachments.
 */
export function LeaveRecordView({ kind, record, actions, notice }: LeaveRecordViewProps) {
  const { t, i18n } = useLeaveAndTravelTranslation();
  const myAim = useMyAimTranslation();
  const countryName = useCountryName();
  const { leaveType, travelType } = useTypeLabels();
  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const otherPeople = [...record.subjectIds, ...record.travellingFamilyMemberPersonProfileIds].filter(
    (id) => id !== record.person.id,
  );
  const names = useQuery(personNamesQueryOptions(record.organisation?.id ?? 0, otherPeople));
  const nameOf = (id: number) =>
    id === record.person.id ? record.person.name : (names.data?.get(id) ?? t('show.unnamedPerson'));
  const people = (ids: readonly number[]) =>
    ids.length === 0 ? t('show.none') : listFormat.format(ids.map(nameOf));
  const date = (value: string | null) => (value ? myAim.displayDate(value) : t('show.notGiven'));
  const text = (value: string | null | undefined) => (value?.trim() ? value : t('show.notGiven'));
  const yesNo = (value: boolean) => myAim.t(value ? 'shared.yes' : 'shared.no');
  const address = record.destinationAddress;
  // Whoever may change the record attaches files to it, and renames, replaces or deletes them.
  const canAttach = record.userCan.includes('update');
  const types =
    kind === 'leave_request'
      ? (record.types as LeaveRequestType[]).map(leaveType)
      : (record.types as TravelPlanType[]).map(travelType);

  const overview: DescriptionItem[] = [
    {
      id: 'person',
      term: t('fields.person'),
      description: (
        <TextLink href={routePath('PersonProfilesShow', { id: record.person.id })}>
          {record.person.name}
        </TextLink>
      ),
    },
    { id: 'subjects', term: t('fields.subjects'), description: people(record.subjectIds) },
    {
      id: 'travellingFamilyMembers',
      term: t('fields.travellingFamilyMembers'),
      description: people(record.travellingFamilyMemberPersonProfileIds),
    },
    { id: 'organisation', term: t('fields.organisation'), description: text(record.organisation?.name) },
    { id: 'departureDate', term: t('fields.departureDate'), description: date(record.departureDate) },
    { id: 'arrivalDate', term: t('fields.arrivalDate'), description: date(record.arrivalDate) },
    { id: 'returnDate', term: t('fields.returnDate'), description: date(record.returnDate) },
    { id: 'destination', term: t('fields.destination'), description: text(record.destination) },
    {
      id: 'destinationAddress',
      term: t('fields.destinationAddress'),
      description: address
        ? [
            address.addressLineOne,
            address.addressLineTwo,
            address.city,
            address.postCode,
            countryName(address.country),
          ]
            .filter((part) => part?.trim())
            .join(', ')
        : t('show.notGiven'),
    },
    {
      id: 'phoneNumbers',
      term: t('fields.phoneNumbers'),
      description: record.phoneNumbers.length === 0 ? t('show.none') : record.phoneNumbers.join(', '),
    },
    { id: 'notes', term: t('fields.notes'), description: text(record.notes) },
  ];

  const typeItems: DescriptionItem[] = [
    {
      id: 'types',
      term: t('fields.types'),
      description: types.length === 0 ? t('show.none') : listFormat.format(types),
    },
    {
      id: 'multipleTypeNotes',
      term: t('fields.multipleTypeNotes'),
      description: text(record.multipleTypeNotes),
    },
  ];

  const travel = kind === 'travel_plan' ? (record as TravelPlanRecord) : null;
  const travelItems: DescriptionItem[] = travel
    ? [
        {
          id: 'purposeOfTravel',
          term: t('fields.purposeOfTravel'),
          description: text(travel.purposeOfTravel),
        },
        {
          id: 'hasNotifiedOnSiteLeadership',
          term: t('fields.hasNotifiedOnSiteLeadership'),
          description:
            travel.hasNotifiedOnSiteLeadership === null
              ? t('show.notGiven')
              : yesNo(travel.hasNotifiedOnSiteLeadership),
        },
        ...(travel.hasNotifiedOnSiteLeadership === false
          ? [
              {
                id: 'hasNotNotifiedOnSiteLeadershipReason',
                term: t('fields.hasNotNotifiedOnSiteLeadershipReason'),
                description: text(travel.hasNotNotifiedOnSiteLeadershipReason),
              },
            ]
          : []),
      ]
    : [];

  const decisionItems: DescriptionItem[] = [
    {
      id: 'status',
      term: t('fields.status'),
      description: <StatusPill kind="leaveRequest" status={record.status} size="sm" />,
    },
    ...(record.decisionReason
      ? [{ id: 'decisionReason', term: t('fields.decisionReason'), description: record.decisionReason }]
      : []),
    ...(record.updatedReason
      ? [{ id: 'updatedReason', term: t('fields.updatedReason'), description: record.updatedReason }]
      : []),
    {
      id: 'takingPlace',
      term: t('fields.hasBeenConfirmedAsTakingPlace'),
      description: yesNo(record.hasBeenConfirmedAsTakingPlace),
    },
    {
      id: 'ended',
      term: t('fields.hasBeenConfirmedAsEnded'),
      description: yesNo(record.hasBeenConfirmedAsEnded),
    },
    {
      id: 'createdAt',
      term: t('fields.createdAt'),
      description: myAim.displayDate(record.createdAt.slice(0, 10)),
    },
    {
      id: 'updatedAt',
      term: t('fields.updatedAt'),
      description: myAim.displayDate(record.updatedAt.slice(0, 10)),
    },
  ];

  return (
    <DetailPage
      header={
        <PageHeader
          title={t(`show.title.${kind}`, { publicId: record.publicId })}
          subtitle={record.person.name}
          status={<StatusPill kind="leaveRequest" status={record.status} />}
          secondaryActions={actions}
        />
      }
      aside={
        <>
          <DetailSection title={t('sections.decision')}>
            <DescriptionList items={decisionItems} />
          </DetailSection>
          <DetailSection title={t('sections.assignments')}>
            {record.assignments.length === 0 ? (
              t('show.noAssignments')
            ) : (
              <ul>
                {record.assignments.map((assignment) => (
                  <li key={assignment.id}>
                    <TextLink href={routePath('AssignmentsShow', { public_id: assignment.public_id })}>
                      {t('show.assignment', {
                        publicId: assignment.public_id,
                        organisation: assignment.received_by?.name ?? '',
                      })}
                    </TextLink>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </>
      }
    >
      {notice}
      <DetailSection title={t('sections.overview')}>
        <DescriptionList items={overview} />
      </DetailSection>
      <DetailSection title={t('sections.types')}>
        <DescriptionList items={[...typeItems, ...travelItems]} />
      </DetailSection>
      <DetailSection title={t('sections.attachments')}>
        {record.attachments.length === 0 && !canAttach ? (
          t('show.noAttachments')
        ) : (
          <Suspense fallback={null}>
            <RecordAttachments
              owner={{ assetable_type: kind, assetable_id: record.id }}
              canEdit={canAttach}
              uploadLabel={t('show.attachFile')}
              listLabel={t('sections.attachments')}
            />
          </Suspense>
        )}
      </DetailSection>
    </DetailPage>
  );
}
