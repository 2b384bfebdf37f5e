import type { FullPersonProfile } from '@mobilise/contract';
import { emptyAddress, formatAddress } from '@mobilise/ui/AddressField';
import { Badge } from '@mobilise/ui/Badge';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { uiNamespace } from '@mobilise/ui/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAddressText, useMyAimTranslation } from '../../../shared/index.ts';
import { useCountryName } from '../../reference-data/index.ts';
import { AddressFormModal } from '../addresses/AddressFormModal.tsx';
import { muted } from '../people.css.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * The person's addresses: the current one first, then each recorded address under its type
 * (Field, Home Assignment/Leave, Current, Other, Permanent), the current one marked. Those who may edit
 * the person add and edit addresses through the address form in a modal.
 */
export function ProfileAddressesCard({ profile }: { profile: FullPersonProfile }) {
  const { t } = usePeopleTranslation();
  const ui = useTranslation(uiNamespace);
  const myAim = useMyAimTranslation();
  const countryName = useCountryName();
  const current = currentAddressText(profile.currentAddress);
  const canEdit = profile.userCan.includes('update');
  // The address whose form is open: null while adding one, undefined while none is.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const items = [
    ...(current === null
      ? []
      : [{ id: 'current', term: myAim.t('personProfile.fields.currentAddress'), description: current }]),
    ...profile.addresses.map((address) => {
      const type = ui.t(`address.types.${address.type}`);
      return {
        id: address.id,
        term: type,
        description: (
          <Inline space="sm" alignY="center">
            <span>
              {formatAddress({ ...emptyAddress, ...address.value, type: address.type }, countryName)}
            </span>
            {address.id === profile.currentAddressId ? (
              <Badge tone="positive" size="sm">
                {t('addresses.current')}
              </Badge>
            ) : null}
            {canEdit ? (
              <Button
                variant="tertiary"
                size="sm"
                aria-label={t('addresses.editLabel', { type })}
                onPress={() => setEditing(address.id)}
              >
                {t('addresses.edit')}
              </Button>
            ) : null}
          </Inline>
        ),
      };
    }),
  ];
  return (
    <DetailSection
      title={t('profile.addresses.heading')}
      actions={
        canEdit ? (
          <Button variant="secondary" size="sm" onPress={() => setEditing(null)}>
            {t('addresses.add')}
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <p className={muted}>{t('profile.addresses.empty')}</p>
      ) : (
        <DescriptionList items={items} />
      )}
      {editing === undefined ? null : (
        <AddressFormModal personId={profile.id} addressId={editing} onClose={() => setEditing(undefined)} />
      )}
    </DetailSection>
  );
}
