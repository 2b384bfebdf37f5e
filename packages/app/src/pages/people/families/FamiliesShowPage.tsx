import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import {
  FamilyMembers,
  familyQueryOptions,
  useIdParam,
  usePeopleTranslation,
} from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { RecordStates } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/**
 * FamiliesShow (/families/{id}, where /my-family leads): the family and its members, each once with their
 * role, age and picture, and the address they share said once
 * (`api/families/{id}?with_member_current_addresses=true`). The server answers
 * for the member's own family and the families office staff reach, 404 for any other, shown as not found.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const id = useIdParam();
  const family = useQuery({ ...familyQueryOptions(id ?? 0, true), enabled: id !== null });
  usePageTitle(family.data?.name);
  return (
    <RecordStates query={family} isKnownId={id !== null}>
      {(data) => (
        <DetailPage
          header={
            <PageHeader
              title={data.name}
              primaryAction={
                data.user_can.includes('update') ? (
                  <ButtonLink href={routePath('FamiliesEdit', { id: data.id })}>
                    {t('families.show.edit')}
                  </ButtonLink>
                ) : undefined
              }
            />
          }
        >
          <DetailSection title={t('families.show.members')}>
            {data.members.length === 0 ? (
              <EmptyState title={t('families.show.noMembers')} />
            ) : (
              <FamilyMembers members={data.members} />
            )}
          </DetailSection>
        </DetailPage>
      )}
    </RecordStates>
  );
}
