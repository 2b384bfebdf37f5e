import type { CurrentUserResponse } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { PersonDataDownload } from '../../../features/people/index.ts';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import { useMyAimTranslation } from '../../../shared/index.ts';

/**
 * Ways into the member's own records: profile, family when there is one, and leave when leave is on and
 * the member is ACTIVE; a screen not built yet gets no shortcut. Under them, the download of everything
 * held about the member.
 */
export function ShortcutsSection({ user }: { user: CurrentUserResponse }) {
  const { t } = useMyAimTranslation();
  const profileId = user.person_profile_id;
  const showsLeave =
    profileId !== null &&
    user.page_metadata.feature_flags.leave_requests &&
    user.member_status === 'ACTIVE' &&
    hasPage('PersonProfileLeaveRequests');
  return (
    <DetailSection title={t('dashboard.shortcuts.heading')}>
      <Inline space="sm">
        {profileId === null ? null : (
          <ButtonLink variant="secondary" href={routePath('PersonProfilesShow', { id: profileId })}>
            {t('dashboard.shortcuts.profile')}
          </ButtonLink>
        )}
        {profileId === null ? null : (
          <ButtonLink variant="secondary" href={routePath('PersonProfilesEdit', { id: profileId })}>
            {t('dashboard.shortcuts.editProfile')}
          </ButtonLink>
        )}
        {user.family_id === null ? null : (
          <ButtonLink variant="secondary" href={routePath('FamiliesShow', { id: user.family_id })}>
            {t('dashboard.shortcuts.family')}
          </ButtonLink>
        )}
        {showsLeave ? (
          <ButtonLink variant="secondary" href={routePath('PersonProfileLeaveRequests', { id: profileId })}>
            {t('dashboard.shortcuts.leave')}
          </ButtonLink>
        ) : null}
      </Inline>
      {profileId === null ? null : <PersonDataDownload personId={profileId} />}
    </DetailSection>
  );
}
