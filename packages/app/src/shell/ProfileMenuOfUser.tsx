import { ProfileMenu } from '@mobilise/ui';
import { useCreativeAccess, useCurrentUser } from '../features/session/index.ts';
import { routePath } from '../routes/routePath.ts';

/** The signed-in user's profile menu: their profile, creative access saved to the server, sign out. */
export function ProfileMenuOfUser() {
  const user = useCurrentUser();
  const { isCreativeAccess, setCreativeAccess } = useCreativeAccess();
  if (user === null) return null;
  const name = user.known_as ?? `${user.first_name} ${user.last_name}`;
  return (
    <ProfileMenu
      name={name}
      profileHref={routePath('MyProfile')}
      signOutHref={routePath('Logout')}
      isCreativeAccess={isCreativeAccess}
      onCreativeAccessChange={setCreativeAccess}
    />
  );
}
