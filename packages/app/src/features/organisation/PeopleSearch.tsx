import { Button } from '@mobilise/ui/Button';
import { Inline } from '@mobilise/ui/Inline';
import { TextField } from '@mobilise/ui/TextField';
import type { FormEvent } from 'react';
import { useOrganisationTranslation } from './useOrganisationTranslation.ts';

export interface PeopleSearchProps {
  /** The search box's label. */
  label: string;
  /** The search the list shows now (from the URL). */
  search: string;
  /** Called with the trimmed words when the search is sent (Enter or the button). */
  onSearch: (search: string) => void;
}

/**
 * A search box and its button, for a ListPage's filter bar (which is the search landmark); the list
 * searches when it is sent, not on each key.
 */
export function PeopleSearch({ label, search, onSearch }: PeopleSearchProps) {
  const { t } = useOrganisationTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <form onSubmit={submit}>
      <Inline space="sm" alignY="bottom">
        {/* Keyed by the search, so Back or a new link shows the URL's words in the box. */}
        <TextField key={search} name="search" label={label} defaultValue={search} />
        <Button type="submit" variant="secondary">
          {t('peopleSearch.submit')}
        </Button>
      </Inline>
    </form>
  );
}
