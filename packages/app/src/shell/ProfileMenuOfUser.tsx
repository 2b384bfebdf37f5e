import { ProfileMenu } from '@mobilise/ui';
import { languages } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { useCreativeAccess, useCurrentUser, useInterfaceLanguage } from '../features/session/index.ts';
import { routePath } from '../routes/routePath.ts';

/**
 * The signed-in user's profile menu: their profile, creative access saved to the server, the interface
 * language (changed at once and kept in this browser), sign out.
 */
export function ProfileMenuOfUser() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const { isCreativeAccess, setCreativeAccess } = useCreativeAccess();
  const { language, changeLanguage } = useInterfaceLanguage();
  if (user === null) return null;
  const name = user.known_as ?? `${user.first_name} ${user.last_name}`;
  return (
    <ProfileMenu
      name={name}
      profileHref={routePath('MyProfile')}
      signOutHref={routePath('Logout')}
      isCreativeAccess={isCreativeAccess}
      onCreativeAccessChange={setCreativeAccess}
      language={language}
      languageOptions={languages.map((id) => ({ id, name: t(`shell.language.${id}`) }))}
      onLanguageChange={(picked) => void changeLanguage(picked)}
    />
  );
}
