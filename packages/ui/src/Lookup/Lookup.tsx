import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { ComboBox, type Key } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { Text } from 'react-aria-components/Text';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Popover } from '../Popover/Popover.tsx';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import * as listStyles from '../styles/listBox.css.ts';
import * as styles from './Lookup.css.ts';
import { type LoadLookupOptions, type LookupOption, useLookupOptions } from './useLookupOptions.ts';

export type LookupSelectionMode = 'single' | 'multiple';
export const lookupSelectionModes = allowedValues<LookupSelectionMode>()(['single', 'multiple']);

export interface LookupProps extends FieldChromeProps {
  /** Finds the options for what was typed, 200 ms after the last keystroke. */
  loadOptions: LoadLookupOptions;
  /**
   * One option, or several shown as removable tags.
   * @default 'single'
   */
  selectionMode?: LookupSelectionMode;
  /** The chosen options (controlled); at most one in single mode. */
  value?: readonly LookupOption[];
  /**
   * The first chosen options (uncontrolled).
   * @default []
   */
  defaultValue?: readonly LookupOption[];
  /** Called with all chosen options after each choice or removal. */
  onChange?: (value: readonly LookupOption[]) => void;
  /** Shown in the empty input; a translated "Type to search…" by default. */
  placeholder?: string;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** The form field name. */
  name?: string;
  /** Called when the input loses focus. */
  onBlur?: () => void;
}

/**
 * A search-as-you-type choice (the CustomLookup field type: addresses, assignments, phone numbers):
 * options load while typing, with loading, empty and error states, for one or several choices.
 */
export function Lookup(props: LookupProps) {
  const [
    chrome,
    {
      loadOptions,
      selectionMode = 'single',
      value: valueProp,
      defaultValue = [],
      onChange,
      placeholder,
      isDisabled = false,
      isReadOnly = false,
      isRequired,
      name,
      onBlur,
    },
  ] = splitFieldChromeProps(props);
  const { t } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  const isMultiple = selectionMode === 'multiple';
  const selected = isMultiple ? undefined : value[0];
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const [query, setQuery] = useState<string | null>(null);
  const { status, options } = useLookupOptions(loadOptions, query);
  const chosen = new Set(value.map((option) => option.value));
  // Multiple: a chosen option is not offered again. Single: the chosen one stays listed, so
  // react-aria can show it as selected and restore its label when the field is left.
  const items = isMultiple
    ? options.filter((option) => !chosen.has(option.value))
    : selected && !options.some((option) => option.value === selected.value)
      ? [selected, ...options]
      : options;
  const canEdit = !isDisabled && !isReadOnly;

  const statusText =
    query === null
      ? ''
      : status === 'loading'
        ? t('lookup.loading')
        : status === 'error'
          ? t('lookup.error')
          : items.length === 0
            ? t('lookup.noResults', { query })
            : '';

  const choose = (key: Key | null) => {
    const option = items.find((candidate) => candidate.value === key);
    if (isMultiple) {
      if (option) setValue([...value, option]);
      setInputValue('');
    } else {
      if (option?.value !== selected?.value) setValue(option ? [option] : []);
      setInputValue(option?.label ?? '');
    }
  };

  return (
    <div className={styles.lookup}>
      <ComboBox
        items={items}
        inputValue={inputValue}
        onInputChange={(text) => {
          setInputValue(text);
          setQuery(text);
          if (text === '' && selected) setValue([]);
        }}
        selectedKey={selected?.value ?? null}
        onSelectionChange={choose}
        onBlur={onBlur}
        allowsEmptyCollection
        menuTrigger="input"
        name={name}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        isInvalid={chrome.errors.length > 0}
        validationBehavior="aria"
        className={styles.comboBox}
      >
        <FieldChrome {...chrome}>
          <Group className={styles.inputGroup}>
            <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.searchIcon}>
              <circle cx="7" cy="7" r="4.5" />
              <path d="M10.5 10.5 L14 14" />
            </svg>
            <Input className={styles.input} placeholder={placeholder ?? t('lookup.placeholder')} />
            {status === 'loading' && query !== null ? (
              <span className={styles.spinner}>
                <SpinnerGraphic />
              </span>
            ) : null}
          </Group>
        </FieldChrome>
        <Popover placement="bottom start">
          <ListBox
            className={listStyles.listBox}
            renderEmptyState={() => (
              <p className={status === 'error' ? styles.errorText : listStyles.empty}>
                {statusText || t('lookup.placeholder')}
              </p>
            )}
          >
            {(option: LookupOption) => (
              <ListBoxItem id={option.value} textValue={option.label} className={listStyles.option}>
                <svg className={listStyles.check} viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3.5 8.5 L6.5 11.5 L12.5 4.5" />
                </svg>
                <span className={styles.optionText}>
                  <Text slot="label">{option.label}</Text>
                  {option.description ? (
                    <Text slot="description" className={styles.optionDescription}>
                      {option.description}
                    </Text>
                  ) : null}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* Outside the ComboBox: react-aria builds its list from everything inside it, tags included. */}
      {isMultiple && value.length > 0 ? (
        <TagGroup
          aria-label={
            typeof chrome.label === 'string'
              ? t('lookup.chosenOf', { label: chrome.label })
              : t('lookup.chosen')
          }
          onRemove={
            canEdit ? (keys) => setValue(value.filter((option) => !keys.has(option.value))) : undefined
          }
          className={styles.tagGroup}
        >
          <TagList items={value} className={styles.tagList}>
            {(option) => (
              <Tag id={option.value} textValue={option.label} className={styles.tag}>
                <span className={styles.tagLabel}>{option.label}</span>
                {canEdit ? (
                  <Button slot="remove" className={styles.removeButton}>
                    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.removeIcon}>
                      <path d="M4.5 4.5 L11.5 11.5 M11.5 4.5 L4.5 11.5" />
                    </svg>
                  </Button>
                ) : null}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
