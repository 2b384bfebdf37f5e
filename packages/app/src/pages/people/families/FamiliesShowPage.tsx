import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { useQuery } from '@tanstack/react-query';
import {
  familyQueryOptions,
  PersonName,
  useIdParam,
  usePeopleTranslation,
} from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { currentAddressText, fullName, RecordStates, TextLink } from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/**
 * FamiliesShow (/families/{id}, where /my-family leads): the family and its members with their current
 * addresses (`api/families/{id}?with_member_current_addresses=true`). The server answers
 * for the member's own family and the families office staff reach, 404 for any other, shown as not found.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const id = useIdParam();
  const family = useQuery({ ...familyQueryOptions(id ?? 0, true), enabled: id !== null });
  usePageTitle(family.data?.name);
  return (
    <div className={styles.page}>
      <RecordStates query={family} isKnownId={id !== null}>
        {(data) => (
          <>
            <div className={styles.header}>
              <h1 className={styles.title}>{data.name}</h1>
              {data.user_can.includes('update') ? (
                <ButtonLink href={routePath('FamiliesEdit', { id: data.id })}>
                  {t('families.show.edit')}
                </ButtonLink>
              ) : null}
            </div>
            <Card heading={t('families.show.members')}>
              {data.members.length === 0 ? (
                <p className={styles.muted}>{t('families.show.noMembers')}</p>
              ) : (
                <ul className={styles.list}>
                  {data.members.map((member) => {
                    const name = fullName(member);
                    return (
                      <li key={member.id} className={styles.listItem}>
                        <span className={styles.itemHeading}>
                          <PersonName personId={member.id} name={name} />
                        </span>
                        <span className={styles.muted}>
                          {currentAddressText(member.currentAddress) ?? t('families.show.noCurrentAddress')}
                        </span>
                        <TextLink href={routePath('PersonProfilesShow', { id: member.id })}>
                          {t('families.show.profile', { name })}
                        </TextLink>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
          </>
        )}
      </RecordStates>
    </div>
  );
}
