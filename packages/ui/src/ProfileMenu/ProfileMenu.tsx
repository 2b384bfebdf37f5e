import type { Key, Selection } from 'react-aria-components/Menu';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Avatar } from '../Avatar/Avatar.tsx';
import type { Language } from '../i18n/languages.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../Menu/Menu.tsx';
import { MenuTriggerButton } from '../Menu/MenuTriggerButton.tsx';
import * as styles from './ProfileMenu.css.ts';

const creativeAccessKey: Key = 'creativeAccess';

/** An interface language as the menu offers it. */
export interface LanguageOption {
  id: Language;
  /** The language's name in that language ("Español"), so that a reader finds their own. */
  name: string;
}

export interface ProfileMenuProps {
  /** The signed-in person's display name. */
  name: string;
  /** Their picture's URL; initials otherwise. */
  avatarSrc?: string;
  /** Where "View my profile" goes: the user's own profile page. */
  profileHref: string;
  /**
   * Where "Sign out" goes: a plain link to the server, not an API call. react-aria links
   * go through the app's RouterProvider, whose `navigate` must hand this path to the browser.
   * @default '/logout'
   */
  signOutHref?: string;
  /** Whether creative-access mode is on. */
  isCreativeAccess: boolean;
  /** Called with the new setting when the user switches creative access on or off. */
  onCreativeAccessChange: (isCreativeAccess: boolean) => void;
  /** The interface language in use. */
  language: Language;
  /** The interface languages to choose from. */
  languageOptions: readonly LanguageOption[];
  /** Called with the language the user picks. */
  onLanguageChange: (language: Language) => void;
}

/**
 * The signed-in user's menu: view my profile, the creative-access switch with what it does, the interface
 * language, sign out.
 */
export function ProfileMenu({
  name,
  avatarSrc,
  profileHref,
  signOutHref = '/logout',
  isCreativeAccess,
  onCreativeAccessChange,
  language,
  languageOptions,
  onLanguageChange,
}: ProfileMenuProps) {
  const { t } = useUiTranslation();
  const onSelectionChange = (keys: Selection) =>
    onCreativeAccessChange(keys === 'all' || keys.has(creativeAccessKey));
  const onLanguageSelection = (keys: Selection) => {
    const [picked] = keys === 'all' ? [] : keys;
    const option = languageOptions.find(({ id }) => id === picked);
    if (option) onLanguageChange(option.id);
  };
  return (
    <Menu
      placement="bottom end"
      trigger={
        <MenuTriggerButton>
          <span className={styles.avatar} aria-hidden="true">
            <Avatar name={name} src={avatarSrc} size="sm" />
          </span>
          <span className={styles.name}>{name}</span>
          <VisuallyHidden>{t('menu.profile.label')}</VisuallyHidden>
        </MenuTriggerButton>
      }
    >
      <MenuItem id="profile" href={profileHref}>
        {t('menu.profile.viewProfile')}
      </MenuItem>
      <MenuSection
        selectionMode="multiple"
        selectedKeys={isCreativeAccess ? [creativeAccessKey] : []}
        onSelectionChange={onSelectionChange}
      >
        <MenuItem
          id={creativeAccessKey}
          indicator="switch"
          description={t('menu.profile.creativeAccessDescription')}
        >
          {t('menu.profile.creativeAccess')}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title={t('menu.profile.language')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[language]}
        onSelectionChange={onLanguageSelection}
      >
        {languageOptions.map(({ id, name }) => (
          <MenuItem key={id} id={id} textValue={name}>
            <span lang={id}>{name}</span>
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="signOut" href={signOutHref}>
        {t('menu.profile.signOut')}
      </MenuItem>
    </Menu>
  );
}
