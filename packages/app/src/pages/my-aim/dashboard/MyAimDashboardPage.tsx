import { personProfileDerivedValues } from '@mobilise/contract';
import { useOwnProfile } from '../../../features/my-aim/index.ts';
import { useMyAimTranslation } from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';
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
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>
          {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
        </h1>
        <p className={styles.intro}>{t('dashboard.intro')}</p>
      </div>
      <div className={styles.grid}>
        <AssignmentsSection profile={profile} />
        <ApplicationsSection applicantId={profileId} />
        <FamilySection profile={profile} />
        <ShortcutsSection user={user} />
      </div>
    </div>
  );
}
