import { type AddressValue, formatAddress } from '../AddressField/address.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup.tsx';

/** One of a person's addresses, as a choice. */
export interface PersonAddress {
  id: string;
  address: AddressValue;
}

export interface CurrentAddressFieldProps extends Omit<RadioGroupProps, 'options' | 'orientation'> {
  /** The person's addresses, in order. */
  addresses: readonly PersonAddress[];
  /** The name of a country option value; the value itself by default. */
  countryName?: (code: string) => string;
}

/** Which of a person's addresses is the current one (the CurrentAddress field type): one radio per address. */
export function CurrentAddressField({ addresses, countryName, ...props }: CurrentAddressFieldProps) {
  const { t } = useUiTranslation();
  const options = addresses.map(({ id, address }) => ({
    value: id,
    label: `${t(`address.types.${address.type}`, { defaultValue: address.type })}: ${formatAddress(address, countryName)}`,
  }));
  return <RadioGroup {...props} options={options} />;
}
