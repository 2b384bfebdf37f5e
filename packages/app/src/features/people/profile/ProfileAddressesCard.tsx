import type { FullPersonProfile } from '@mobilise/contract';
import { emptyAddress, formatAddress } from '@mobilise/ui/AddressField';
import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { uiNamespace } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { currentAddressText } from '../../my-aim/profile-details.ts';
import { useMyAimTranslation } from '../../my-aim/useMyAimTranslation.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import * as styles from './ProfileCards.css.ts';
import { useCountryName } from './useCountryName.ts';

/**
 * The person's addresses (spec 01 §3): the current one first, then each recorded address under its type
 * (Field, Home Assignment/Leave, Current, Other, Permanent).
 */
export function ProfileAddressesCard({ profile }: { profile: FullPersonProfile }) {
  const { t } = usePeopleTranslation();
  const ui = useTranslation(uiNamespace);
  const myAim = useMyAimTranslation();
  const countryName = useCountryName();
  const current = currentAddressText(profile.currentAddress);
  const items = [
    ...(current === null
      ? []
      : [{ id: 'current', term: myAim.t('personProfile.fields.currentAddress'), description: current }]),
    ...profile.addresses.map((address, index) => ({
      id: `${address.type}-${index}`,
      term: ui.t(`address.types.${address.type}`),
      description: formatAddress({ ...emptyAddress, ...address.value, type: address.type }, countryName),
    })),
  ];
  return (
    <Card heading={t('profile.addresses.heading')}>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('profile.addresses.empty')}</p>
      ) : (
        <DescriptionList items={items} />
      )}
    </Card>
  );
}
