import { hasCapability } from '@mobilise/contract';
import { TemplatedForm } from '@mobilise/form-engine/react';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { useNavigate } from 'react-router-dom';
import { useFormNamespace } from '../../../features/my-aim/useFormNamespace.ts';
import { usePeopleTranslation } from '../../../features/people/index.ts';
import { useActiveOrganisation, useCurrentUser } from '../../../features/session/index.ts';
import { useUserState } from '../../../features/session/useUserState.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../../my-aim/MyAimPage.css.ts';

/**
 * FamiliesCreate (/families/create): the server's blank family form for the active organisation (spec 02
 * §7: `api/families/form?organisation=`), which creates the family with its first saved answer; "Go to
 * family" then leads to FamiliesCreated. Only people who may create families for the active organisation
 * (create_person_profiles, as the server checks) reach the form; anyone else finds nothing here.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const navigate = useNavigate();
  const formTextsReady = useFormNamespace();
  const user = useCurrentUser();
  const userState = useUserState();
  const { organisationId } = useActiveOrganisation();
  if (user === null || !hasCapability(user.user_can, 'create_person_profiles', organisationId)) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  const organisationQuery = `?organisation=${organisationId}`;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('families.form.createTitle')}</h1>
        <p className={styles.intro}>{t('families.form.createIntro')}</p>
      </div>
      {formTextsReady ? (
        <TemplatedForm
          entity="families"
          entityId={null}
          blankFormUrl={`api/families/form${organisationQuery}`}
          createUrl={`api/families${organisationQuery}`}
          entityLabel={t('families.form.entityLabel')}
          onGoToEntity={(id) => navigate(routePath('FamiliesCreated', { id }))}
          user={userState}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
