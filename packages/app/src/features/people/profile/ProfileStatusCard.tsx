import type { FullPersonProfile } from '@mobilise/contract';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { useMyAimTranslation, yesNo } from '../../../shared/index.ts';
import { useCountryName } from '../../reference-data/index.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import { PersonDataDownload, useMayDownloadPersonData } from './PersonDataDownload.tsx';
import { ProfileInvite } from './ProfileInvite.tsx';
import { statusDetails } from './status-details.ts';

/**
 * The profile's status, account and derived values as a card of the profile page, with the
 * invite for a person without an account and the download of everything held about them.
 */
export function ProfileStatusCard({ profile }: { profile: FullPersonProfile }) {
  const { t, language } = usePeopleTranslation();
  const myAim = useMyAimTranslation();
  const countryName = useCountryName();
  const mayDownload = useMayDownloadPersonData(profile);
  return (
    <DetailSection title={t('profile.status.heading')}>
      <DescriptionList
        items={statusDetails(profile, {
          t,
          language,
          yesNo: (value) => yesNo(myAim, value),
          countryName,
        })}
      />
      <ProfileInvite person={profile} />
      {mayDownload ? <PersonDataDownload personId={profile.id} /> : null}
    </DetailSection>
  );
}
