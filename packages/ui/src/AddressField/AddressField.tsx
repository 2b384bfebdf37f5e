import type { FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { type ListOption, Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressField.css.ts';
import { type AddressValue, addressTypes, emptyAddress, isAddressBlank } from './address.ts';

type TextPart = 'addressLineOne' | 'addressLineTwo' | 'addressLineThree' | 'city' | 'county' | 'postCode';

export interface AddressFieldProps extends FieldChromeProps {
  /** The address (controlled). */
  value?: AddressValue;
  /**
   * The first address (uncontrolled).
   * @default an empty address
   */
  defaultValue?: AddressValue;
  /** Called with the whole address after any part changes. */
  onChange?: (value: AddressValue) => void;
  /** The countries to choose from, in any order: they are listed by name in the interface language. */
  countries: readonly ListOption[];
  /** The states or provinces to choose from; without them the state or province is typed. */
  statesOrProvinces?: readonly ListOption[];
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
}

/**
 * A postal address (the Address field type): its type, three lines, town, county, state or province,
 * post code and country. Once any part is filled, the parts a valid address needs are marked
 * required (see form-engine/core's `isAddressValid`).
 */
export function AddressField(props: AddressFieldProps) {
  const [
    chrome,
    {
      value: valueProp,
      defaultValue = emptyAddress,
      onChange,
      countries,
      statesOrProvinces,
      isDisabled,
      isReadOnly,
    },
  ] = splitFieldChromeProps(props);
  const { t, i18n } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  const change = (part: keyof AddressValue) => (text: string) => setValue({ ...value, [part]: text });
  const isPartRequired = Boolean(chrome.isRequired) || !isAddressBlank(value);
  const state = { isDisabled, isReadOnly };
  const collator = new Intl.Collator(i18n.language, { sensitivity: 'base' });
  const sortedCountries = [...countries].sort((a, b) => collator.compare(a.label, b.label));
  const typeOptions = addressTypes.map((type) => ({ value: type, label: t(`address.types.${type}`) }));
  const textPart = (part: TextPart, isRequired = false) => (
    <TextField
      {...state}
      label={t(`address.${part}`)}
      value={value[part]}
      onChange={change(part)}
      isRequired={isRequired}
    />
  );
  return (
    <FieldGroup {...chrome}>
      <div className={styles.grid}>
        <div className={styles.half}>
          <Select
            {...state}
            label={t('address.type')}
            options={typeOptions}
            value={value.type || null}
            onChange={(key) => setValue({ ...value, type: String(key ?? '') })}
            isRequired={isPartRequired}
          />
        </div>
        <div className={styles.full}>{textPart('addressLineOne', isPartRequired)}</div>
        <div className={styles.full}>{textPart('addressLineTwo')}</div>
        <div className={styles.full}>{textPart('addressLineThree')}</div>
        <div className={styles.half}>{textPart('city', isPartRequired)}</div>
        <div className={styles.half}>{textPart('county')}</div>
        <div className={styles.half}>
          {statesOrProvinces ? (
            // the state or province list always offers its search box, however short.
            <Select
              {...state}
              isSearchForced
              label={t('address.stateOrProvince')}
              options={statesOrProvinces}
              value={value.stateOrProvince || null}
              onChange={(key) => setValue({ ...value, stateOrProvince: String(key ?? '') })}
            />
          ) : (
            <TextField
              {...state}
              label={t('address.stateOrProvince')}
              value={value.stateOrProvince}
              onChange={change('stateOrProvince')}
            />
          )}
        </div>
        <div className={styles.half}>{textPart('postCode', isPartRequired)}</div>
        <div className={styles.full}>
          <Select
            {...state}
            label={t('address.country')}
            options={sortedCountries}
            value={value.country || null}
            onChange={(key) => setValue({ ...value, country: String(key ?? '') })}
            isRequired={isPartRequired}
          />
        </div>
      </div>
    </FieldGroup>
  );
}
