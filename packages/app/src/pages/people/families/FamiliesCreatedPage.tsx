import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { useQuery } from '@tanstack/react-query';
import { familyQueryOptions, useIdParam, usePeopleTranslation } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { CreatedRecordPage } from '../CreatedRecordPage.tsx';

const useFamily = (id: number | null) => useQuery({ ...familyQueryOptions(id ?? 0), enabled: id !== null });

/** FamiliesCreated (/families/{id}/created): the family just created, and where to go next. */
export function Page() {
  const { t } = usePeopleTranslation();
  usePageTitle(useFamily(useIdParam()).data?.name);
  return (
    <CreatedRecordPage
      useRecord={useFamily}
      title={t('families.created.title')}
      text={(family) => t('families.created.text', { name: family.name, count: family.members.length })}
      actions={(family) => (
        <>
          <ButtonLink href={routePath('FamiliesShow', { id: family.id })}>
            {t('families.created.view')}
          </ButtonLink>
          <ButtonLink variant="secondary" href={routePath('FamiliesEdit', { id: family.id })}>
            {t('families.show.edit')}
          </ButtonLink>
          <ButtonLink variant="secondary" href={routePath('FamiliesCreate')}>
            {t('families.created.another')}
          </ButtonLink>
        </>
      )}
    />
  );
}
