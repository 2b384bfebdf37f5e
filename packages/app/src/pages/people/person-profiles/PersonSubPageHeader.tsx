import type { FullPersonProfile } from '@mobilise/contract';
import { fullName } from '../../../features/my-aim/profile-details.ts';
import { TextLink } from '../../../features/my-aim/TextLink.tsx';
import { usePeopleTranslation } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import * as styles from '../../my-aim/MyAimPage.css.ts';

export interface PersonSubPageHeaderProps {
  /** The person the page is about. */
  person: FullPersonProfile;
  /** The page's heading. */
  title: string;
  /** A line under the heading, when the page needs one. */
  intro?: string;
}

/** The header of a page about one person: its heading, an optional intro and the way back to their profile. */
export function PersonSubPageHeader({ person, title, intro }: PersonSubPageHeaderProps) {
  const { t } = usePeopleTranslation();
  return (
    <div>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <TextLink href={routePath('PersonProfilesShow', { id: person.id })}>
        {t('personPage.backToProfile', { name: fullName(person) })}
      </TextLink>
    </div>
  );
}
