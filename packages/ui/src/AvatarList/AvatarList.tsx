import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Avatar, type AvatarProps } from '../Avatar/Avatar.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './AvatarList.css.ts';
import { visibleAvatars } from './visibleAvatars.ts';

export interface AvatarListPerson {
  /** Unique within the list. */
  id: string | number;
  /** The person's full name. */
  name: string;
  /** The picture's URL. */
  src?: string;
}

export interface AvatarListProps {
  /** Everyone in the group, the one to show first first. */
  people: readonly AvatarListPerson[];
  /** Names the list for assistive technology, e.g. "Travelling family members". */
  'aria-label': string;
  /** @default 'sm' */
  size?: AvatarProps['size'];
}

/**
 * A compact group of people: all of them when there are one or two, otherwise the first one
 * and "+N" for the rest, announced as "and N more".
 */
export function AvatarList({ people, size = 'sm', 'aria-label': ariaLabel }: AvatarListProps) {
  const { t } = useUiTranslation();
  const { shown, hiddenCount } = visibleAvatars(people);
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {shown.map((person) => (
        <li key={person.id} className={styles.item}>
          <Avatar name={person.name} src={person.src} size={size} />
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li className={styles.more}>
          <span aria-hidden="true">+{hiddenCount}</span>
          <VisuallyHidden>{t('avatar.more', { count: hiddenCount })}</VisuallyHidden>
        </li>
      ) : null}
    </ul>
  );
}
