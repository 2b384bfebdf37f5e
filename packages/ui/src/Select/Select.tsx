import type { ReactNode } from 'react';
import { Autocomplete, useFilter } from 'react-aria-components/Autocomplete';
import { useLocale } from 'react-aria-components/I18nProvider';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from 'react-aria-components/Select';
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Popover } from '../Popover/Popover.tsx';
import { NoMatches, SearchBox } from '../SearchableOptions/SearchBox.tsx';
import { showsSearch } from '../SearchableOptions/searchThreshold.ts';
import { allowedValues } from '../styles/allowedValues.ts';
import * as listStyles from '../styles/listBox.css.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Select.css.ts';

export type SelectionMode = 'single' | 'multiple';
export const selectionModes = allowedValues<SelectionMode>()(['single', 'multiple']);

/** An option as the popup lists it: `label` is what the trigger shows and what the search matches. */
export interface ListOption {
  value: string;
  label: string;
  /** What the list shows instead of the label; its text is the option's accessible name. */
  content?: ReactNode;
}

export interface SelectProps<M extends SelectionMode = 'single'>
  extends FieldChromeProps,
    Omit<
      AriaSelectProps<ListOption, M>,
      'className' | 'style' | 'children' | 'isInvalid' | 'items' | 'placeholder' | 'validationBehavior'
    > {
  /** The choices, in order. */
  options: readonly ListOption[];
  /**
   * Shows the search box whatever the number of options (it shows by itself from 14 options).
   * @default false
   */
  isSearchForced?: boolean;
  /**
   * Shows the chosen labels as read-only text instead of a button.
   * @default false
   */
  isReadOnly?: boolean;
  /** Shown in the trigger while nothing is chosen; a translated "Choose…" text by default. */
  placeholder?: string;
  /** Shown above the list in the popup (the column headings of a tabulated select). */
  listHeader?: ReactNode;
}

const asKeys = (value: Key | readonly Key[] | null | undefined): readonly Key[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value as Key];

/**
 * A choice from a popup list (the Select field type), single or multiple (`selectionMode`). From 14
 * options the popup starts with a search box that filters by label, ignoring case and accents; the
 * list renders only the options in view, so thousands of options stay fast.
 */
export function Select<M extends SelectionMode = 'single'>(props: SelectProps<M>) {
  const [chrome, { options, isSearchForced = false, isReadOnly = false, placeholder, listHeader, ...field }] =
    splitFieldChromeProps(props);
  const { t } = useUiTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { locale } = useLocale();
  if (isReadOnly) {
    const chosen = asKeys(field.value ?? field.defaultValue);
    const labels = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
    // Listed as the trigger lists them ("Asia and Europe").
    const text = new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
    return <TextField {...chrome} isReadOnly value={text} />;
  }
  const list = (
    <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowSize: 36, padding: 4 }}>
      <ListBox
        items={options}
        className={listStyles.listBox}
        renderEmptyState={() =>
          options.length === 0 ? (
            <p className={listStyles.empty}>{t('inputs.select.noOptions')}</p>
          ) : (
            <NoMatches />
          )
        }
      >
        {(option) => (
          <ListBoxItem id={option.value} textValue={option.label} className={listStyles.option}>
            <svg className={listStyles.check} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 8.5 L6.5 11.5 L12.5 4.5" />
            </svg>
            {option.content ?? option.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Virtualizer>
  );
  return (
    <AriaSelect<ListOption, M>
      {...field}
      isInvalid={chrome.errors.length > 0}
      validationBehavior="aria"
      allowsEmptyCollection
      placeholder={
        placeholder ??
        t(
          field.selectionMode === 'multiple'
            ? 'inputs.select.placeholderMultiple'
            : 'inputs.select.placeholder',
        )
      }
      className={styles.select}
    >
      <FieldChrome {...chrome}>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value}>
            {({ selectedText, defaultChildren, isPlaceholder }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6 L8 10 L12 6" />
          </svg>
        </Button>
      </FieldChrome>
      <Popover placement="bottom start">
        <div className={styles.popup}>
          {showsSearch(options.length, isSearchForced) ? (
            <Autocomplete filter={contains}>
              <SearchBox autoFocus />
              {listHeader}
              {list}
            </Autocomplete>
          ) : (
            <>
              {listHeader}
              {list}
            </>
          )}
        </div>
      </Popover>
    </AriaSelect>
  );
}
