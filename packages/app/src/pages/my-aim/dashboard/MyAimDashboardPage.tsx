import { personProfileDerivedValues } from '@mobilise/contract';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Tiles } from '@mobilise/ui/Tiles';
import { CalendarFeedPanel } from '../../../features/calendar-feed/index.ts';
import { useOwnProfile } from '../../../features/my-aim/index.ts';
import { useMyAimTranslation } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { ApplicationsSection } from './ApplicationsSection.tsx';
import { AssignmentsSection } from './AssignmentsSection.tsx';
import { FamilySection } from './FamilySection.tsx';
import { ShortcutsSection } from './ShortcutsSection.tsx';

/** The name a member is greeted by: known-as, else first name ("preferred short name"). */
const preferredShortName = (user: {
  first_name: string | null;
  last_name: string | null;
  known_as: string | null;
}) =>
  personProfileDerivedValues(
    {
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      knownAs: user.known_as,
      dateOfBirth: null,
    },
    // Without a date of birth no value depends on the day.
    '2000-01-01',
  ).preferredShortName;

/** MyAimDashboard: the member's own area at a glance. */
export function Page() {
  usePageTitle();
  const { t } = useMyAimTranslation();
  const { user, profileId, profile } = useOwnProfile();
  if (user === null) return null;
  const name = preferredShortName(user);
  return (
    <PageFrame>
      <PageHeader
        title={name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
        subtitle={t('dashboard.intro')}
      />
      {/* Two sections to a row from lg; a row's sections share the taller one's height. */}
      <Tiles columns={{ mobile: 1, lg: 2 }} space="lg">
        <AssignmentsSection profile={profile} />
        <ApplicationsSection applicantId={profileId} />
        <FamilySection profile={profile} />
        <ShortcutsSection user={user} />
      </Tiles>
      {profileId === null ? null : <CalendarFeedPanel owner={{ kind: 'me' }} />}
    </PageFrame>
  );
}
