import type { Key, Selection } from 'react-aria-components/Menu';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Menu, MenuItem } from '../Menu/Menu.tsx';
import { MenuTriggerButton } from '../Menu/MenuTriggerButton.tsx';
import * as styles from './OrganisationSwitcher.css.ts';

export interface Organisation {
  id: Key;
  name: string;
}

export interface OrganisationSwitcherProps {
  /** The organisations the user may switch to, in display order. */
  organisations: readonly Organisation[];
  /** The active organisation's id. */
  selectedId: Key;
  /** Called with the chosen organisation's id. */
  onSelectionChange: (id: Key) => void;
}

/**
 * Shows the active organisation and lets the user switch to another; with only one organisation
 * there is nothing to choose, so the button is disabled.
 */
export function OrganisationSwitcher({
  organisations,
  selectedId,
  onSelectionChange,
}: OrganisationSwitcherProps) {
  const { t } = useUiTranslation();
  const current = organisations.find((organisation) => organisation.id === selectedId);
  const onChange = (keys: Selection) => {
    const [first] = keys === 'all' ? [] : [...keys];
    if (first !== undefined && first !== selectedId) onSelectionChange(first);
  };
  return (
    <Menu
      aria-label={t('menu.organisation.label')}
      items={organisations}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedId]}
      onSelectionChange={onChange}
      trigger={
        <MenuTriggerButton isDisabled={organisations.length < 2}>
          <span className={styles.text}>
            <span className={styles.caption}>{t('menu.organisation.label')}</span>
            <span className={styles.name}>{current?.name}</span>
          </span>
        </MenuTriggerButton>
      }
    >
      {(organisation) => <MenuItem id={organisation.id}>{organisation.name}</MenuItem>}
    </Menu>
  );
}
