import { Avatar } from '@mobilise/ui/Avatar';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { useQuery } from '@tanstack/react-query';
import {
  PersonMembershipsCard,
  ProfileAddressesCard,
  ProfileLinks,
  ProfilePositionsCard,
  ProfileStatusCard,
  usePersonProfileParam,
} from '../../../features/people/index.ts';
import { useCountryName } from '../../../features/reference-data/index.ts';
import { organisationsQueryOptions } from '../../../features/session/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import {
  contactDetails,
  familyDetails,
  fullName,
  mobilisationDetails,
  personalDetails,
  RecordStates,
  TextLink,
  useMyAimTranslation,
} from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/**
 * PersonProfilesShow (/person-profiles/{id}, where /my-profile leads): a person's full profile, with its derived values, addresses, positions, appointments and memberships.
 */
export function Page() {
  const translation = useMyAimTranslation();
  const { t } = translation;
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const countryName = useCountryName();
  return (
    <div className={styles.page}>
      <RecordStates query={profile} isKnownId={id !== null}>
        {(data) => (
          <>
            <div className={styles.header}>
              <div className={styles.header}>
                <Avatar name={fullName(data)} initials={data.initials} size="lg" />
                {/* What colleagues call the person is said once, as "Known as" in the personal details. */}
                <h1 className={styles.title}>{fullName(data)}</h1>
              </div>
              {data.userCan.includes('update') ? (
                <ButtonLink href={routePath('PersonProfilesEdit', { id: data.id })}>
                  {t('personProfile.edit')}
                </ButtonLink>
              ) : null}
            </div>
            <div className={styles.grid}>
              <Card heading={t('personProfile.sections.personal')}>
                <DescriptionList items={personalDetails(data, translation, countryName)} />
              </Card>
              <Card heading={t('personProfile.sections.contact')}>
                <DescriptionList items={contactDetails(data, translation)} />
              </Card>
              <Card heading={t('personProfile.sections.mobilisation')}>
                <DescriptionList items={mobilisationDetails(data, organisations, translation)} />
                <ProfileLinks person={data} />
              </Card>
              <Card heading={t('personProfile.sections.family')}>
                {data.familyId === null ? (
                  <p className={styles.muted}>{t('personProfile.family.empty')}</p>
                ) : (
                  <>
                    <DescriptionList items={familyDetails(data, translation)} />
                    <p>
                      <TextLink href={routePath('FamiliesShow', { id: data.familyId })}>
                        {t('personProfile.family.view')}
                      </TextLink>
                    </p>
                  </>
                )}
              </Card>
              <ProfileAddressesCard profile={data} />
              <ProfilePositionsCard profile={data} />
              <ProfileStatusCard profile={data} />
              <PersonMembershipsCard personId={data.id} />
            </div>
          </>
        )}
      </RecordStates>
    </div>
  );
}
