import type { Application } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { routePath } from '../../routes/routePath.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { userNamesQueryOptions } from '../people/index.ts';
import { personNamesQueryOptions } from './api/application-list.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';

/** The names of the people the application names, by person profile id, as far as the reader may see them. */
const useProfileNames = (application: Application) =>
  useQuery(
    personNamesQueryOptions(application.organisation_id, [
      ...application.applicant_ids,
      ...application.invited_applicant_ids,
      ...application.appointments.map(({ appointee_id }) => appointee_id),
    ]),
  ).data;

/** A person by profile id: their name linking to their profile when the reader may see it. */
function PersonLink({ id, names }: { id: number; names: ReadonlyMap<number, string> | undefined }) {
  const { t } = useApplicationsTranslation();
  const name = names?.get(id);
  if (name === undefined) return <span className={styles.muted}>{t('show.someone')}</span>;
  return <Link href={routePath('PersonProfilesShow', { id })}>{name}</Link>;
}

function PeopleList({
  ids,
  names,
}: {
  ids: readonly number[];
  names: ReadonlyMap<number, string> | undefined;
}) {
  return (
    <ul className={styles.plainList}>
      {ids.map((id) => (
        <li key={id}>
          <PersonLink id={id} names={names} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Who the application is about: its applicants and the people invited to consider it (names linking to
 * their profiles where the reader may see them), the positions held on it with their holders (a removed
 * position marked so), and its appointments once appointed.
 */
export function ApplicationPeople({ application }: { application: Application }) {
  const { t, language } = useApplicationsTranslation();
  const names = useProfileNames(application);
  const holderIds = (position: Application['positions'][number]) =>
    position.assignments.flatMap(({ user_ids }) => user_ids);
  const holderNames = useQuery(userNamesQueryOptions(application.positions.flatMap(holderIds))).data;
  const holdersOf = (position: Application['positions'][number]) => {
    const known = holderIds(position).flatMap((id) => holderNames?.get(id) ?? []);
    return known.length > 0 ? known.join(', ') : t('show.noHolders');
  };
  return (
    <>
      <DetailSection title={t('show.people')}>
        <Stack space="md">
          <Stack space="xs">
            <h3 className={styles.itemHeading}>{t('show.applicants')}</h3>
            <PeopleList ids={application.applicant_ids} names={names} />
          </Stack>
          {application.invited_applicant_ids.length > 0 ? (
            <Stack space="xs">
              <h3 className={styles.itemHeading}>{t('show.invited')}</h3>
              <PeopleList ids={application.invited_applicant_ids} names={names} />
            </Stack>
          ) : null}
        </Stack>
      </DetailSection>
      <DetailSection
        title={t('show.positions')}
        description={application.positions.length === 0 ? t('show.noPositions') : undefined}
      >
        {application.positions.length === 0 ? null : (
          <ul className={styles.plainList}>
            {application.positions.map((position) => (
              <li key={position.id}>
                {t('show.positionHeld', {
                  position: position.removed
                    ? t('show.removedPosition', { name: position.name })
                    : position.name,
                  holders: holdersOf(position),
                })}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      {application.appointments.length > 0 ? (
        <DetailSection title={t('show.appointments')}>
          <ul className={styles.plainList}>
            {application.appointments.map((appointment) => (
              <li key={`${appointment.appointee_id}:${appointment.appointment_date}`}>
                {t('show.appointment', {
                  name: names?.get(appointment.appointee_id) ?? t('show.someone'),
                  termType: t(`termType.${appointment.term_type}`),
                  date: formatDisplayDate(appointment.appointment_date, language),
                })}
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </>
  );
}
