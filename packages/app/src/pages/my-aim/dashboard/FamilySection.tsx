import type { FullPersonProfile } from '@mobilise/contract';
import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import type { UseQueryResult } from '@tanstack/react-query';
import { routePath } from '../../../routes/routePath.ts';
import { familyDetails, QueryStates, TextLink, useMyAimTranslation } from '../../../shared/index.ts';

/** What the member's profile says of their family, with the way to the family page. */
export function FamilySection({ profile }: { profile: UseQueryResult<FullPersonProfile> }) {
  const translation = useMyAimTranslation();
  const { t } = translation;
  return (
    <Card heading={t('dashboard.family.heading')}>
      <QueryStates
        query={profile}
        errorText={t('dashboard.family.error')}
        emptyText={t('dashboard.family.empty')}
        isEmpty={(data) => data.familyId === null}
      >
        {(data) => (
          <>
            <DescriptionList items={familyDetails(data, translation)} />
            {data.familyId === null ? null : (
              <p>
                <TextLink href={routePath('FamiliesShow', { id: data.familyId })}>
                  {t('dashboard.family.view')}
                </TextLink>
              </p>
            )}
          </>
        )}
      </QueryStates>
    </Card>
  );
}
