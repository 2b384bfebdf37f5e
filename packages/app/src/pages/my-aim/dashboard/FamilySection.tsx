import type { FullPersonProfile } from '@mobilise/contract';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Link } from '@mobilise/ui/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import { routePath } from '../../../routes/routePath.ts';
import { familyDetails, QueryStates, useMyAimTranslation } from '../../../shared/index.ts';

/** What the member's profile says of their family, with the way to the family page. */
export function FamilySection({ profile }: { profile: UseQueryResult<FullPersonProfile> }) {
  const translation = useMyAimTranslation();
  const { t } = translation;
  const familyId = profile.data?.familyId ?? null;
  return (
    <DetailSection
      title={t('dashboard.family.heading')}
      actions={
        familyId === null ? null : (
          <Link variant="standalone" href={routePath('FamiliesShow', { id: familyId })}>
            {t('dashboard.family.view')}
          </Link>
        )
      }
    >
      <QueryStates
        query={profile}
        errorText={t('dashboard.family.error')}
        emptyText={t('dashboard.family.empty')}
        isEmpty={(data) => data.familyId === null}
      >
        {(data) => <DescriptionList items={familyDetails(data, translation)} />}
      </QueryStates>
    </DetailSection>
  );
}
