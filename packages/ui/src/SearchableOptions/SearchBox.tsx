import { Input } from 'react-aria-components/Input';
import { SearchField, type SearchFieldProps } from 'react-aria-components/SearchField';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { inputBox } from '../styles/input.css.ts';
import * as styles from './SearchableOptions.css.ts';

export type SearchBoxProps = Pick<SearchFieldProps, 'value' | 'onChange' | 'autoFocus'>;

/**
 * The search box of a long choice field: inside an `Autocomplete` it filters the list it controls,
 * elsewhere it is a plain controlled search field.
 */
export function SearchBox(props: SearchBoxProps) {
  const { t } = useUiTranslation();
  return (
    <SearchField {...props} aria-label={t('inputs.search.label')} className={styles.searchField}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 L14 14" />
      </svg>
      <Input className={`${inputBox} ${styles.input}`} placeholder={t('inputs.search.placeholder')} />
    </SearchField>
  );
}

/** The text shown when a search leaves no option. */
export function NoMatches() {
  const { t } = useUiTranslation();
  return <p className={styles.noMatches}>{t('inputs.search.noMatches')}</p>;
}
