import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { familyDetails, yesNo } from '../../../features/my-aim/family-details.ts';
import { RecordStates } from '../../../features/my-aim/RecordStates.tsx';
import { TextLink } from '../../../features/my-aim/TextLink.tsx';
import { useMyAimTranslation } from '../../../features/my-aim/useMyAimTranslation.ts';
import { useOwnProfile } from '../../../features/my-aim/useOwnProfile.ts';
import { useIdParam } from '../../../features/my-aim/usePersonProfileParam.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../MyAimPage.css.ts';

/**
 * FamiliesShow (/families/{id}, where /my-family leads) for the member's own family. The server has no
 * families call yet (spec 02 §7 `api/families/{id}`), so the page shows what the member's own profile says
 * of the family; any other family is not found here.
 */
export function Page() {
  const translation = useMyAimTranslation();
  const { t } = translation;
  const familyId = useIdParam();
  const { profileId, profile } = useOwnProfile();
  const isOwnFamily = profile.data === undefined || profile.data.familyId === familyId;
  if (familyId === null || profileId === null || !isOwnFamily) {
    return <NotFoundPage homeHref={routePath('Home')} />;
  }
  return (
    <div className={styles.page}>
      <RecordStates query={profile} isKnownId>
        {(data) => (
          <>
            <div>
              <h1 className={styles.title}>
                {t('family.title', { name: data.familyName ?? data.lastName })}
              </h1>
              <p className={styles.intro}>{t('family.intro')}</p>
            </div>
            <Card heading={t('family.sections.details')}>
              <DescriptionList
                items={[
                  ...familyDetails(data, translation),
                  {
                    id: 'planned',
                    term: t('family.fields.onPlannedAssignments'),
                    description: yesNo(translation, data.hasFamilyMembersOnPlannedAssignments),
                  },
                  {
                    id: 'active',
                    term: t('family.fields.onActiveAssignments'),
                    description: yesNo(translation, data.hasFamilyMembersOnActiveAssignments),
                  },
                ]}
              />
            </Card>
            <p>
              <TextLink href={routePath('PersonProfilesShow', { id: data.id })}>
                {t('family.backToProfile')}
              </TextLink>
            </p>
          </>
        )}
      </RecordStates>
    </div>
  );
}
