import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import {
  educationPlanQueryOptions,
  useEducationPlansTranslation,
} from '../../features/education-plans/index.ts';
import { useIdParam } from '../../features/people/index.ts';
import { useUserState } from '../../features/session/index.ts';
import { EntityForm } from '../../forms/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * EducationPlansEdit (/education-plans/{id}/edit): the plan's templated form, its answers saved as they
 * change. Only a draft or rejected plan is changed, by its family or office staff; the plan is read
 * first, and one the reader may not change is not found here.
 */
export function Page() {
  const { t } = useEducationPlansTranslation();
  const id = useIdParam();
  const plan = useQuery({ ...educationPlanQueryOptions(id ?? 0), enabled: id !== null });
  usePageTitle(plan.data?.person.name);
  const user = useUserState();
  return (
    <RecordStates query={plan} isKnownId={id !== null}>
      {(data) =>
        data.userCan.includes('update') ? (
          <PageFrame width="narrow">
            <PageHeader
              title={t('form.editTitle', { name: data.person.name })}
              subtitle={t('form.editIntro')}
              secondaryActions={
                <ButtonLink variant="secondary" href={routePath('EducationPlansShow', { id: data.id })}>
                  {t('form.done')}
                </ButtonLink>
              }
            />
            <EntityForm
              entity="education-plans"
              entityId={data.id}
              entityLabel={t('form.entityLabel')}
              user={user}
            />
          </PageFrame>
        ) : (
          <NotFoundPage homeHref={routePath('Home')} />
        )
      }
    </RecordStates>
  );
}
