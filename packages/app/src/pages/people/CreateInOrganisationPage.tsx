import { hasCapability } from '@mobilise/contract';
import { type FieldSources, TemplatedForm } from '@mobilise/form-engine/react';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { useNavigate } from 'react-router-dom';
import { useFormNamespace } from '../../features/my-aim/useFormNamespace.ts';
import { useCurrentUser } from '../../features/session/index.ts';
import { useUserState } from '../../features/session/useUserState.ts';
import { routePath } from '../../routes/routePath.ts';
import * as styles from '../my-aim/MyAimPage.css.ts';

export interface CreateInOrganisationPageProps {
  /** The entity's path segment, whose blank form and create call the server serves (spec 02 §7). */
  entity: 'families' | 'person-profiles';
  /** The organisation the record is created in; null when there is none. */
  organisationId: number | null;
  title: string;
  intro: string;
  /** The record's kind as the user reads it, in "Go to {entity}". */
  entityLabel: string;
  /** Where "Go to {entity}" leads, with the new record's id. */
  createdRoute: 'FamiliesCreated' | 'PersonProfilesCreated';
  /** What the form's lookups search, e.g. the family's members. */
  sources?: FieldSources;
}

/**
 * A create page of the people area: the server's blank form of `entity` for one organisation
 * (`api/{entity}/form?organisation=`), which creates the record with its first saved answer
 * (`POST api/{entity}?organisation=`); "Go to {entity}" then leads to `createdRoute`. Only people who may
 * create people there (create_person_profiles, as the server checks) reach the form; anyone else finds
 * nothing here.
 */
export function CreateInOrganisationPage({
  entity,
  organisationId,
  title,
  intro,
  entityLabel,
  createdRoute,
  sources,
}: CreateInOrganisationPageProps) {
  const navigate = useNavigate();
  const formTextsReady = useFormNamespace();
  const user = useCurrentUser();
  const userState = useUserState();
  if (user === null || !hasCapability(user.user_can, 'create_person_profiles', organisationId)) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  const organisationQuery = `?organisation=${organisationId}`;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      {formTextsReady ? (
        <TemplatedForm
          entity={entity}
          entityId={null}
          blankFormUrl={`api/${entity}/form${organisationQuery}`}
          createUrl={`api/${entity}${organisationQuery}`}
          entityLabel={entityLabel}
          onGoToEntity={(id) => navigate(routePath(createdRoute, { id }))}
          user={userState}
          sources={sources}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
