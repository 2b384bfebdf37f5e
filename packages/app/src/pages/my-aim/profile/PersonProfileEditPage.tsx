import { TemplatedForm } from '@mobilise/form-engine/react';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { useFormNamespace } from '../../../features/my-aim/useFormNamespace.ts';
import { useMyAimTranslation } from '../../../features/my-aim/useMyAimTranslation.ts';
import { useIdParam } from '../../../features/my-aim/usePersonProfileParam.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../MyAimPage.css.ts';

/**
 * PersonProfilesEdit (/person-profiles/{id}/edit, where /edit-my-profile leads): the server's person-profile
 * form (spec 02 §7: `api/person-profiles/{id}/form`), saved field by field as the person types.
 */
export function Page() {
  const { t } = useMyAimTranslation();
  const id = useIdParam();
  const formTextsReady = useFormNamespace();
  if (id === null) return <NotFoundPage homeHref={routePath('Home')} />;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('personProfileEdit.title')}</h1>
          <p className={styles.intro}>{t('personProfileEdit.intro')}</p>
        </div>
        <ButtonLink variant="secondary" href={routePath('PersonProfilesShow', { id })}>
          {t('personProfileEdit.done')}
        </ButtonLink>
      </div>
      {formTextsReady ? (
        <TemplatedForm
          entity="person-profiles"
          entityId={id}
          entityLabel={t('personProfileEdit.entityLabel')}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
