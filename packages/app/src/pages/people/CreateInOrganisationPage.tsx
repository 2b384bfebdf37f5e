import { hasCapability } from '@mobilise/contract';
import type { FieldSources } from '@mobilise/form-engine/react';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import type { QueryValue } from '../../api/index.ts';
import { useCurrentUser, useUserState } from '../../features/session/index.ts';
import { EntityForm } from '../../forms/index.ts';
import { routePath } from '../../routes/routePath.ts';

export interface CreateRecordPageProps {
  /** The entity whose blank form is shown and whose record its first save creates. */
  entity: 'families' | 'person-profiles' | 'leave-requests' | 'travel-plans' | 'education-plans';
  /** For whom the record is made: the query of both calls, the blank form's and the create's. */
  query: Record<string, QueryValue>;
  /** The organisation the blank form's query belongs to, so that leaving the organisation drops it. */
  organisationId: number | null;
  title: string;
  intro: string;
  /** The record's kind as the user reads it, in "Go to {entity}". */
  entityLabel: string;
  /** Where "Go to {entity}" and Finish lead, with the new record's id. */
  createdRoute:
    | 'FamiliesCreated'
    | 'PersonProfilesCreated'
    | 'LeaveRequestsCreated'
    | 'TravelPlansCreated'
    | 'EducationPlansShow';
  /**
   * Whether the form's last page ends with Finish (in place of "Go to {entity}"), as a form of several
   * pages walked through one by one does.
   * @default false
   */
  endsWithFinish?: boolean;
  /** This page's own address carrying the record its first save created, which a reload resumes. */
  resumePath: (id: string | number) => string;
  /**
   * The query parameter of that address holding the record's id: another than `id` where the page's
   * own path names a record by `id` (the person a leave request is for).
   * @default 'id'
   */
  resumeParam?: string;
  /** What the form's lookups search, e.g. the family's members. */
  sources?: FieldSources;
  /** Between the header and the form: what the reader should know or settle first. */
  children?: ReactNode;
}

export interface CreateInOrganisationPageProps extends Omit<CreateRecordPageProps, 'query' | 'entity'> {
  entity: 'families' | 'person-profiles';
}

/**
 * A create page of the people area: the server's blank form of `entity` for one organisation, which
 * creates the record there with its first saved answer; "Go to {entity}" and, where the form ends with
 * it, Finish on the last page then lead to `createdRoute`. The organisation goes with both calls, the
 * blank form's and the create's. Once created, the record's id joins the address (`resumePath`), so
 * that a reload carries on with the same record, its form loaded with the answers saved so far, instead
 * of a blank form next to a record left half made. Only people who may create people there
 * (create_person_profiles, as the server checks) reach the form; anyone else finds nothing here.
 */
export function CreateInOrganisationPage(props: CreateInOrganisationPageProps) {
  const user = useCurrentUser();
  if (user === null || !hasCapability(user.user_can, 'create_person_profiles', props.organisationId)) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  return <CreateRecordPage {...props} query={{ organisation: props.organisationId ?? undefined }} />;
}

/**
 * A create page: the server's blank form of `entity` for whom `query` says, which creates the record with
 * its first saved answer; "Go to {entity}" and, where the form ends with it, Finish on the last page then
 * lead to `createdRoute`. Once created, the record's id joins the address (`resumePath`), so that a
 * reload carries on with the same record, its form loaded with the answers saved so far, instead of a
 * blank form next to a record left half made. The server says who may create: a refusal shows as the
 * form's error.
 */
export function CreateRecordPage(props: CreateRecordPageProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A link to this page followed from this page starts a new record. The address taking the new id (a
  // replace) and Back and Forward between the form's pages (#page=n) keep the record being made.
  const formKey = useRef(location.key);
  if (navigationType === 'PUSH') formKey.current = location.key;
  return <CreateForm key={formKey.current} {...props} />;
}

/** A positive whole number in the address, as an id; anything else names no record. */
const idOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

function CreateForm({
  entity,
  query,
  organisationId,
  title,
  intro,
  entityLabel,
  createdRoute,
  endsWithFinish = false,
  resumePath,
  resumeParam = 'id',
  sources,
  children,
}: CreateRecordPageProps) {
  const navigate = useNavigate();
  const userState = useUserState();
  const [searchParams] = useSearchParams();
  // Read once: the address changes under the form when the record is created, and the form it started
  // with goes on saving to that record.
  const [resumedId] = useState(() => idOf(searchParams.get(resumeParam)));
  const goToCreated = (id: string | number) => navigate(routePath(createdRoute, { id }));
  // The path stays the same, so focus stays in the answer being typed; the form's page (#page=n, which
  // the form keeps in the window's address itself) goes along.
  const resumeHere = (id: string | number) =>
    navigate(`${resumePath(id)}${window.location.hash}`, { replace: true, preventScrollReset: true });
  return (
    // The form draws its own stepper and footer, so the page is a narrow frame rather than a Wizard.
    <PageFrame width="narrow">
      <PageHeader title={title} subtitle={intro} />
      {children}
      <EntityForm
        entity={entity}
        entityId={resumedId}
        blankFormQuery={query}
        createQuery={query}
        onCreated={resumeHere}
        organisation={organisationId}
        entityLabel={entityLabel}
        onGoToEntity={goToCreated}
        onFinish={endsWithFinish ? goToCreated : undefined}
        user={userState}
        sources={sources}
      />
    </PageFrame>
  );
}
