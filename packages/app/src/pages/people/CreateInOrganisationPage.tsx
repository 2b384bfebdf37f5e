import { hasCapability } from '@mobilise/contract';
import type { FieldSources } from '@mobilise/form-engine/react';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser, useUserState } from '../../features/session/index.ts';
import { EntityForm } from '../../forms/index.ts';
import { routePath } from '../../routes/routePath.ts';
import * as styles from '../../shared/page.css.ts';

export interface CreateInOrganisationPageProps {
  /** The entity whose blank form is shown and whose record its first save creates. */
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
 * A create page of the people area: the server's blank form of `entity` for one organisation, which
 * creates the record there with its first saved answer; "Go to {entity}" then leads to `createdRoute`.
 * The organisation goes with both calls, the blank form's and the create's. Only people who may
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
  const user = useCurrentUser();
  const userState = useUserState();
  if (user === null || !hasCapability(user.user_can, 'create_person_profiles', organisationId)) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  const forOrganisation = { organisation: organisationId ?? undefined };
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      <EntityForm
        entity={entity}
        entityId={null}
        blankFormQuery={forOrganisation}
        createQuery={forOrganisation}
        organisation={organisationId}
        entityLabel={entityLabel}
        onGoToEntity={(id) => navigate(routePath(createdRoute, { id }))}
        user={userState}
        sources={sources}
      />
    </div>
  );
}
