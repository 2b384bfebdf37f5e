import { useState } from 'react';
import { useFilter } from 'react-aria-components/Autocomplete';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { CheckboxOption } from '../Checkbox/Checkbox.tsx';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { NoMatches, SearchBox } from '../SearchableOptions/SearchBox.tsx';
import { type ChoiceOption, showsSearch } from '../SearchableOptions/searchThreshold.ts';
import * as styles from './CheckboxGroup.css.ts';

export interface CheckboxGroupProps
  extends FieldChromeProps,
    Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  /** The choices, in order. */
  options: readonly ChoiceOption[];
  /**
   * Shows the search box whatever the number of options (it shows by itself from 14 options).
   * @default false
   */
  isSearchForced?: boolean;
}

/**
 * Several choices among many (the CheckboxGroup field type). From 14 options a search box filters
 * the visible options by label, ignoring case and accents; a chosen option stays chosen while hidden.
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const [chrome, { options, isSearchForced = false, ...field }] = splitFieldChromeProps(props);
  const [search, setSearch] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const hasSearch = showsSearch(options.length, isSearchForced);
  const visible = hasSearch ? options.filter((option) => contains(option.label, search)) : options;
  return (
    <AriaCheckboxGroup {...field} isInvalid={chrome.errors.length > 0} validationBehavior="aria">
      <FieldChrome {...chrome}>
        {hasSearch ? <SearchBox value={search} onChange={setSearch} /> : null}
        <div className={styles.options}>
          {visible.map((option) => (
            <CheckboxOption key={option.value} value={option.value}>
              {option.label}
            </CheckboxOption>
          ))}
        </div>
        {hasSearch ? <div role="status">{visible.length === 0 ? <NoMatches /> : null}</div> : null}
      </FieldChrome>
    </AriaCheckboxGroup>
  );
}
