import { Button } from '../Button/Button.tsx';
import type { FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { type ListOption, Select } from '../Select/Select.tsx';
import * as styles from './LanguagePicker.css.ts';

/** A language someone speaks and how well. */
export interface LanguageSkill {
  language: string;
  proficiency: string;
}

const blankSkill: LanguageSkill = { language: '', proficiency: '' };

export interface LanguagePickerProps extends FieldChromeProps {
  /** The languages (controlled). */
  value?: readonly LanguageSkill[];
  /**
   * The first languages (uncontrolled).
   * @default []
   */
  defaultValue?: readonly LanguageSkill[];
  /** Called with every row after a change, a blank new row included. */
  onChange?: (value: readonly LanguageSkill[]) => void;
  /** The languages to choose from. */
  languages: readonly ListOption[];
  /** The levels to choose from, e.g. basic, fluent, native. */
  proficiencies: readonly ListOption[];
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
}

/** Languages with a proficiency each (the LanguagePicker field type): rows that can be added and removed. */
export function LanguagePicker(props: LanguagePickerProps) {
  const [
    chrome,
    {
      value: valueProp,
      defaultValue = [],
      onChange,
      languages,
      proficiencies,
      isDisabled = false,
      isReadOnly = false,
    },
  ] = splitFieldChromeProps(props);
  const { t } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  // An empty answer still shows one row to fill in.
  const rows = value.length > 0 ? value : [blankSkill];
  const canEdit = !isDisabled && !isReadOnly;
  const update = (index: number, change: Partial<LanguageSkill>) =>
    setValue(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <FieldGroup {...chrome}>
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          // Every row is fully controlled, so its position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.row}>
            <Select
              label={t('language.language', { number: index + 1 })}
              options={languages}
              value={row.language || null}
              onChange={(key) => update(index, { language: String(key ?? '') })}
              isDisabled={isDisabled}
              isReadOnly={isReadOnly}
            />
            <Select
              label={t('language.proficiency', { number: index + 1 })}
              options={proficiencies}
              value={row.proficiency || null}
              onChange={(key) => update(index, { proficiency: String(key ?? '') })}
              isDisabled={isDisabled}
              isReadOnly={isReadOnly}
            />
            {canEdit && rows.length > 1 ? (
              <div className={styles.remove}>
                <Button
                  variant="tertiary"
                  size="sm"
                  aria-label={t('language.removeNumbered', { number: index + 1 })}
                  onPress={() => setValue(rows.filter((_, at) => at !== index))}
                >
                  {t('language.remove')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div>
          <Button variant="secondary" size="sm" onPress={() => setValue([...rows, blankSkill])}>
            {t('language.add')}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
