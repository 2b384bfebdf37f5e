import { addressesPath } from '@mobilise/contract';
import { TemplatedForm } from '@mobilise/form-engine/react';
import { Button } from '@mobilise/ui/Button';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { Modal } from '@mobilise/ui/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { personProfileKeys } from '../../my-aim/api/person-profiles.ts';
import { useFormNamespace } from '../../my-aim/useFormNamespace.ts';
import { useCountryFieldSources } from '../../reference-data/index.ts';
import { useUserState } from '../../session/useUserState.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

export interface AddressFormModalProps {
  /** The person whose address it is. */
  personId: number;
  /** The address to edit; null adds one. */
  addressId: number | null;
  onClose: () => void;
}

/**
 * The server's address form (spec 02 §7: `api/addresses/form`, `api/addresses/{id}/form`) in a modal,
 * saved as the person types: a new address is created by `POST api/addresses?person_profile={id}` once
 * it is valid, a change is a PATCH. Closing it refreshes the person's profile, which lists the addresses.
 */
export function AddressFormModal({ personId, addressId, onClose }: AddressFormModalProps) {
  const { t } = usePeopleTranslation();
  const queryClient = useQueryClient();
  const formTextsReady = useFormNamespace();
  const sources = useCountryFieldSources();
  const user = useUserState();
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: personProfileKeys.detail(personId) });
    onClose();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={t(addressId === null ? 'addresses.form.addTitle' : 'addresses.form.editTitle')}
      actions={(dismiss) => <Button onPress={dismiss}>{t('addresses.form.done')}</Button>}
    >
      {formTextsReady ? (
        <TemplatedForm
          entity="addresses"
          entityId={addressId}
          createUrl={`${addressesPath.replace(/^\//, '')}?person_profile=${personId}`}
          entityLabel={t('addresses.form.entityLabel')}
          user={user}
          sources={sources}
        />
      ) : (
        <LoadingState />
      )}
    </Modal>
  );
}
