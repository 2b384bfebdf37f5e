import { Button } from '@mobilise/ui/Button';
import { Modal } from '@mobilise/ui/Modal';
import { Spinner } from '@mobilise/ui/Spinner';
import { lazy, Suspense } from 'react';
import { useCountryFieldSources } from '../../reference-data/index.ts';
import { useUserState } from '../../session/index.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

// The form engine comes when the modal first opens: the profile page it opens from shows no form itself.
const EntityForm = lazy(() =>
  import('../../../forms/index.ts').then(({ EntityForm }) => ({ default: EntityForm })),
);

export interface AddressFormModalProps {
  /** The person whose address it is. */
  personId: number;
  /** The address to edit; null adds one. */
  addressId: number | null;
  onClose: () => void;
}

/**
 * The server's address form in a modal, saved as the person types: a new address is created for the
 * person once it is valid, a change updates it. Each save refreshes the person's profile, which lists the
 * addresses, so the profile behind the modal is up to date when it closes.
 */
export function AddressFormModal({ personId, addressId, onClose }: AddressFormModalProps) {
  const { t } = usePeopleTranslation();
  const sources = useCountryFieldSources();
  const user = useUserState();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t(addressId === null ? 'addresses.form.addTitle' : 'addresses.form.editTitle')}
      actions={(dismiss) => <Button onPress={dismiss}>{t('addresses.form.done')}</Button>}
    >
      <Suspense fallback={<Spinner />}>
        <EntityForm
          entity="addresses"
          entityId={addressId}
          createQuery={{ person_profile: personId }}
          entityLabel={t('addresses.form.entityLabel')}
          user={user}
          sources={sources}
        />
      </Suspense>
    </Modal>
  );
}
