import type { FullPersonProfile } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { PageHeader } from '@mobilise/ui/PageHeader';
import type { ReactNode } from 'react';
import { usePeopleTranslation, usePersonProfileParam } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { fullName, RecordStates } from '../../../shared/index.ts';

export interface PersonSubPageProps {
  /** The page's heading. */
  title: string;
  /** A line under the heading, when the page needs one. */
  intro?: (person: FullPersonProfile) => string;
  /**
   * The page, once the person of the route's {id} has loaded: a `DetailPage` or `ListPage` around its
   * content, given the page's header to open with.
   */
  children: (person: FullPersonProfile, header: ReactNode) => ReactNode;
}

/**
 * A page about the person of the route's {id}: loading, not found and error states, then the page with
 * its header (the heading, an optional intro and the way back to their profile).
 */
export function PersonSubPage({ title, intro, children }: PersonSubPageProps) {
  const { t } = usePeopleTranslation();
  const { id, profile } = usePersonProfileParam();
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(person) =>
        children(
          person,
          <PageHeader
            title={title}
            subtitle={intro?.(person)}
            secondaryActions={
              <ButtonLink variant="tertiary" href={routePath('PersonProfilesShow', { id: person.id })}>
                {t('personPage.backToProfile', { name: fullName(person) })}
              </ButtonLink>
            }
          />,
        )
      }
    </RecordStates>
  );
}
