import { assetDownloadPath, type PersonProfileListItem } from '@mobilise/contract';
import { Avatar, initialsOf } from '@mobilise/ui/Avatar';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { fullName } from '../../../shared/index.ts';
import * as styles from '../people.css.ts';
import { PersonName } from '../pop-up/PersonName.tsx';
import { useToday } from '../today.tsx';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import { familyView } from './family-members.ts';

export interface FamilyMembersProps {
  /** The family's members, with their current addresses. */
  members: readonly PersonProfileListItem[];
}

/**
 * The members of a family, each once: picture, name (which opens the person pop-up, and from there the
 * profile), role and age; the address they share said once above them, so only a member living
 * elsewhere shows their own.
 */
export function FamilyMembers({ members }: FamilyMembersProps) {
  const { t } = usePeopleTranslation();
  const view = familyView(members, useToday());
  return (
    <Stack space="md">
      {view.sharedAddress === null ? null : (
        <p className={styles.muted}>{t('families.show.sharedAddress', { address: view.sharedAddress })}</p>
      )}
      <Stack as="ul" space="md">
        {view.members.map(({ member, role, age, ownAddress, livesAtSharedAddress }) => {
          const name = fullName(member);
          const facts = [
            role === null ? null : t(`families.show.role.${role}`),
            age === null ? null : t('families.show.age', { count: age }),
          ].filter((fact) => fact !== null);
          return (
            <Inline key={member.id} space="sm" alignY="center">
              {/* The name beside it says who this is, so the picture is not announced again. */}
              <span aria-hidden="true">
                <Avatar
                  name={name}
                  // From the first and last names, so "Mr Kwame Osei" is KO, not MO after his salutation.
                  initials={initialsOf([member.firstName, member.lastName].filter(Boolean).join(' '))}
                  src={member.avatarId === null ? undefined : assetDownloadPath(member.avatarId)}
                />
              </span>
              <Stack space="xxs">
                <span className={styles.itemName}>
                  <PersonName personId={member.id} name={name} />
                </span>
                {facts.length > 0 ? <span className={styles.muted}>{facts.join(' · ')}</span> : null}
                {livesAtSharedAddress ? null : (
                  <span className={styles.muted}>{ownAddress ?? t('families.show.noCurrentAddress')}</span>
                )}
              </Stack>
            </Inline>
          );
        })}
      </Stack>
    </Stack>
  );
}
