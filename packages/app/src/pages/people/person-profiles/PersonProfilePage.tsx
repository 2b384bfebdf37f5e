import { assetDownloadPath, type FullPersonProfile, isRemovedPerson } from '@mobilise/contract';
import { Avatar } from '@mobilise/ui/Avatar';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { Link } from '@mobilise/ui/Link';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { Tiles } from '@mobilise/ui/Tiles';
import { useQuery } from '@tanstack/react-query';
import { RecordHistory } from '../../../features/history/index.ts';
import {
  PersonMembershipsCard,
  ProfileAddressesCard,
  ProfileAttachmentsCard,
  ProfileLinks,
  ProfilePositionsCard,
  ProfilePurge,
  ProfileStatusCard,
  usePeopleTranslation,
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
  useMyAimTranslation,
} from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/**
 * PersonProfilesShow (/person-profiles/{id}, where /my-profile leads): a person's full profile, with its
 * derived values, addresses, positions, appointments, memberships and attached files, and for admins the
 * danger zone that purges a person who has left. The header carries the name, picture
 * and member status, and Edit for those who may edit; the sections sit two to a row on wide screens.
 */
export function Page() {
  const translation = useMyAimTranslation();
  const { t } = translation;
  const people = usePeopleTranslation();
  const { id, profile } = usePersonProfileParam();
  // A purged person keeps names that are no one's: they read "Removed person #id" in the reader's language.
  const nameOf = (person: FullPersonProfile) =>
    isRemovedPerson(person) ? people.t('personData.removedPerson', { id: person.id }) : fullName(person);
  usePageTitle(profile.data ? nameOf(profile.data) : null);
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const countryName = useCountryName();
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(data) => (
        <DetailPage
          header={
            <PageHeader
              // What colleagues call the person is said once, as "Known as" in the personal details.
              title={nameOf(data)}
              media={
                <Avatar
                  name={nameOf(data)}
                  initials={data.initials}
                  src={data.avatarId === null ? undefined : assetDownloadPath(data.avatarId)}
                  size="lg"
                />
              }
              status={
                data.memberStatus === null ? undefined : (
                  <StatusPill kind="memberStatus" status={data.memberStatus} />
                )
              }
              primaryAction={
                data.userCan.includes('update') ? (
                  <ButtonLink href={routePath('PersonProfilesEdit', { id: data.id })}>
                    {t('personProfile.edit')}
                  </ButtonLink>
                ) : undefined
              }
            />
          }
        >
          <Tiles columns={{ mobile: 1, lg: 2 }} space="lg">
            <DetailSection title={t('personProfile.sections.personal')}>
              <DescriptionList items={personalDetails(data, translation, countryName)} />
            </DetailSection>
            <DetailSection title={t('personProfile.sections.contact')}>
              <DescriptionList items={contactDetails(data, translation)} />
            </DetailSection>
            <DetailSection title={t('personProfile.sections.mobilisation')}>
              <Stack space="lg">
                <DescriptionList items={mobilisationDetails(data, organisations, translation)} />
                <ProfileLinks person={data} />
              </Stack>
            </DetailSection>
            <DetailSection
              title={t('personProfile.sections.family')}
              description={data.familyId === null ? t('personProfile.family.empty') : undefined}
              actions={
                data.familyId === null ? undefined : (
                  <Link variant="standalone" href={routePath('FamiliesShow', { id: data.familyId })}>
                    {t('personProfile.family.view')}
                  </Link>
                )
              }
            >
              {data.familyId === null ? null : <DescriptionList items={familyDetails(data, translation)} />}
            </DetailSection>
            <ProfileAddressesCard profile={data} />
            <ProfilePositionsCard profile={data} />
            <ProfileStatusCard profile={data} />
            <PersonMembershipsCard personId={data.id} />
            <ProfileAttachmentsCard
              personId={data.id}
              name={nameOf(data)}
              canEdit={data.userCan.includes('update')}
            />
            <RecordHistory record={{ type: 'person_profile', id: data.id }} />
            <ProfilePurge profile={data} />
          </Tiles>
        </DetailPage>
      )}
    </RecordStates>
  );
}
