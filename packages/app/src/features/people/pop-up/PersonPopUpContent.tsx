import { assetDownloadPath } from '@mobilise/contract';
import { AvatarList } from '@mobilise/ui/AvatarList';
import { PersonCard } from '@mobilise/ui/PersonCard';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { routePath } from '../../../routes/routePath.ts';
import { fullName, TextLink, useMyAimTranslation } from '../../../shared/index.ts';
import { MembershipList } from '../memberships/MembershipList.tsx';
import { stack } from '../people.css.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import * as styles from './PersonPopUp.css.ts';
import { toPersonPopUp } from './person-pop-up.ts';
import { usePersonPopUpData } from './usePersonPopUpData.ts';

const nonEmpty = <Item,>(items: readonly Item[] | undefined) =>
  items !== undefined && items.length > 0 ? items : null;

/**
 * The person pop-up's body: the person's card once the profile has loaded, each of the family,
 * applications in progress, active assignments and memberships added as it arrives; a section that
 * failed or holds nothing is left out; under it, the way to the person's whole profile.
 */
export function PersonPopUpContent({
  personId,
  onProfileFailed,
}: {
  personId: number;
  /** The profile could not be loaded: the pop-up gives way to the generic error modal. */
  onProfileFailed: () => void;
}) {
  const { t } = usePeopleTranslation();
  const myAim = useMyAimTranslation();
  const data = usePersonPopUpData(personId, onProfileFailed);
  if (data.profile === undefined) return <PersonCard name="" isLoading />;
  const person = toPersonPopUp(data.profile);
  const applications = nonEmpty(data.applications);
  const assignments = nonEmpty(data.assignments);
  const memberships = nonEmpty(data.memberships);
  return (
    <>
      <PersonCard
        name={person.name}
        email={person.email ?? undefined}
        avatarSrc={person.avatarId === null ? undefined : assetDownloadPath(person.avatarId)}
        isAdmin={person.isAdmin}
        invitedOn={person.invitedOn ?? undefined}
        positions={person.positions}
        family={
          data.family && (
            <div className={styles.row}>
              <TextLink href={routePath('FamiliesShow', { id: data.family.id })}>{data.family.name}</TextLink>
              <AvatarList
                aria-label={t('popUp.familyMembers')}
                people={data.family.members.map((member) => ({ id: member.id, name: fullName(member) }))}
              />
            </div>
          )
        }
        applications={
          applications && (
            <ul className={stack}>
              {applications.map((application) => (
                <li key={application.id} className={styles.row}>
                  {application.title}
                  <StatusPill kind="application" status={application.status} size="sm" />
                </li>
              ))}
            </ul>
          )
        }
        assignments={
          assignments && (
            <ul className={stack}>
              {assignments.map((assignment) => (
                <li key={assignment.id} className={styles.row}>
                  {assignment.received_by?.name ??
                    myAim.t('dashboard.assignments.untitled', { publicId: assignment.public_id })}
                  <StatusPill kind="assignment" status={assignment.status} size="sm" />
                </li>
              ))}
            </ul>
          )
        }
        memberships={memberships && <MembershipList memberships={memberships} />}
      />
      <p className={styles.profileLink}>
        <TextLink href={routePath('PersonProfilesShow', { id: personId })}>{t('popUp.viewProfile')}</TextLink>
      </p>
    </>
  );
}
