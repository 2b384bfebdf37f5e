import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { useQuery } from '@tanstack/react-query';
import { RecordStates } from '../../../features/my-aim/RecordStates.tsx';
import { useIdParam } from '../../../features/my-aim/usePersonProfileParam.ts';
import { familyQueryOptions, usePeopleTranslation } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../../my-aim/MyAimPage.css.ts';

/** FamiliesCreated (/families/{id}/created): the family just created, and where to go next. */
export function Page() {
  const { t } = usePeopleTranslation();
  const id = useIdParam();
  const family = useQuery({ ...familyQueryOptions(id ?? 0), enabled: id !== null });
  return (
    <div className={styles.page}>
      <RecordStates query={family} isKnownId={id !== null}>
        {(data) => (
          <>
            <div>
              <h1 className={styles.title}>{t('families.created.title')}</h1>
              <p className={styles.intro}>
                {t('families.created.text', { name: data.name, count: data.members.length })}
              </p>
            </div>
            <div className={styles.actions}>
              <ButtonLink href={routePath('FamiliesShow', { id: data.id })}>
                {t('families.created.view')}
              </ButtonLink>
              <ButtonLink variant="secondary" href={routePath('FamiliesEdit', { id: data.id })}>
                {t('families.show.edit')}
              </ButtonLink>
              <ButtonLink variant="secondary" href={routePath('FamiliesCreate')}>
                {t('families.created.another')}
              </ButtonLink>
            </div>
          </>
        )}
      </RecordStates>
    </div>
  );
}
