import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import {
  familyMemberLookup,
  familyQueryOptions,
  useIdParam,
  usePeopleTranslation,
} from '../../../features/people/index.ts';
import { useUserState } from '../../../features/session/index.ts';
import { EntityForm } from '../../../forms/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { RecordStates } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/** Members are found by name among all the people the reader sees (a family names no organisation). */
const sources = { lookups: { People: familyMemberLookup(null) } };

/**
 * FamiliesEdit (/families/{id}/edit): the server's form of the family, its name and members saved as they
 * change. The
 * family is read first: one the reader does not reach, or may only read, is not found here, as the server
 * answers for its form, rather than a form that cannot load.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const id = useIdParam();
  const family = useQuery({ ...familyQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(family.data?.name);
  const user = useUserState();
  return (
    <RecordStates query={family} isKnownId={id !== null}>
      {(data) =>
        data.user_can.includes('update') ? (
          <PageFrame width="narrow">
            <PageHeader
              title={t('families.form.editTitle')}
              subtitle={t('families.form.editIntro')}
              secondaryActions={
                <ButtonLink variant="secondary" href={routePath('FamiliesShow', { id: data.id })}>
                  {t('families.form.done')}
                </ButtonLink>
              }
            />
            <EntityForm
              entity="families"
              entityId={data.id}
              entityLabel={t('families.form.entityLabel')}
              user={user}
              sources={sources}
            />
          </PageFrame>
        ) : (
          <NotFoundPage homeHref={routePath('Home')} />
        )
      }
    </RecordStates>
  );
}
