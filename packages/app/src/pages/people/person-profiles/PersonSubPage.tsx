import type { FullPersonProfile } from '@mobilise/contract';
import type { ReactNode } from 'react';
import { usePeopleTranslation, usePersonProfileParam } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { fullName, RecordStates, TextLink } from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';

export interface PersonSubPageProps {
  /** The page's heading. */
  title: string;
  /** A line under the heading, when the page needs one. */
  intro?: (person: FullPersonProfile) => string;
  /** The page's content, once the person of the route's {id} has loaded. */
  children: (person: FullPersonProfile) => ReactNode;
}

/**
 * A page about the person of the route's {id}: loading, not found and error states, then its heading,
 * an optional intro, the way back to their profile and the content.
 */
export function PersonSubPage({ title, intro, children }: PersonSubPageProps) {
  const { t } = usePeopleTranslation();
  const { id, profile } = usePersonProfileParam();
  return (
    <div className={styles.page}>
      <RecordStates query={profile} isKnownId={id !== null}>
        {(person) => (
          <>
            <div>
              <h1 className={styles.title}>{title}</h1>
              {intro ? <p className={styles.muted}>{intro(person)}</p> : null}
              <TextLink href={routePath('PersonProfilesShow', { id: person.id })}>
                {t('personPage.backToProfile', { name: fullName(person) })}
              </TextLink>
            </div>
            {children(person)}
          </>
        )}
      </RecordStates>
    </div>
  );
}
