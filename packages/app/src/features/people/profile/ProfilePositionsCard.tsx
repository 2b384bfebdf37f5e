import type { FullPersonProfile } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { uiNamespace } from '@mobilise/ui/i18n';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMyAimTranslation } from '../../../shared/index.ts';
import { userNamesQueryOptions } from '../api/person-names.ts';
import { muted, stack } from '../people.css.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import * as styles from './ProfileCards.css.ts';

/** The positions the person holds (a removed one marked so) and their appointments. */
export function ProfilePositionsCard({ profile }: { profile: FullPersonProfile }) {
  const { t, language } = usePeopleTranslation();
  const ui = useTranslation(uiNamespace);
  const myAim = useMyAimTranslation();
  const appointers = useQuery(
    userNamesQueryOptions(profile.appointments.flatMap(({ appointed_by }) => appointed_by ?? [])),
  ).data;
  return (
    <DetailSection title={t('profile.positions.heading')}>
      <Stack space="lg">
        <Stack space="xs">
          <h3 className={styles.subheading}>{t('profile.positions.positions')}</h3>
          {profile.positions.length === 0 ? (
            <p className={muted}>{t('profile.positions.noPositions')}</p>
          ) : (
            <ul className={stack}>
              {profile.positions.map((position) => (
                <li key={position.id}>
                  {position.removed ? (
                    <>
                      <span className={styles.removed}>{position.name}</span> {ui.t('personCard.removed')}
                    </>
                  ) : (
                    position.name
                  )}
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <Stack space="xs">
          <h3 className={styles.subheading}>{t('profile.positions.appointments')}</h3>
          {profile.appointments.length === 0 ? (
            <p className={muted}>{t('profile.positions.noAppointments')}</p>
          ) : (
            <ul className={stack}>
              {profile.appointments.map((appointment) => (
                <li key={`${appointment.application_id}:${appointment.appointment_date}`}>
                  {t('profile.positions.appointment', {
                    termType: myAim.t(`shared.termType.${appointment.term_type}`),
                    date: formatDisplayDate(appointment.appointment_date, language),
                  })}
                  {appointment.appointed_by !== null && appointers?.has(appointment.appointed_by)
                    ? ` ${t('profile.positions.appointedBy', { name: appointers.get(appointment.appointed_by) })}`
                    : null}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Stack>
    </DetailSection>
  );
}
