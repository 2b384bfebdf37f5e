import { TemplatedForm } from '@mobilise/form-engine/react';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { useFormNamespace } from '../../../features/my-aim/useFormNamespace.ts';
import { useIdParam } from '../../../features/my-aim/usePersonProfileParam.ts';
import { usePeopleTranslation } from '../../../features/people/index.ts';
import { useUserState } from '../../../features/session/useUserState.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../../my-aim/MyAimPage.css.ts';

/**
 * FamiliesEdit (/families/{id}/edit): the server's form of the family (spec 02 §7:
 * `api/families/{id}/form`), its name and members saved as they change (`PUT api/families/{id}`).
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const id = useIdParam();
  const formTextsReady = useFormNamespace();
  const user = useUserState();
  if (id === null) return <NotFoundPage homeHref={routePath('Home')} />;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('families.form.editTitle')}</h1>
          <p className={styles.intro}>{t('families.form.editIntro')}</p>
        </div>
        <ButtonLink variant="secondary" href={routePath('FamiliesShow', { id })}>
          {t('families.form.done')}
        </ButtonLink>
      </div>
      {formTextsReady ? (
        <TemplatedForm
          entity="families"
          entityId={id}
          entityLabel={t('families.form.entityLabel')}
          user={user}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
