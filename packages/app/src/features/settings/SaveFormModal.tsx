import { Button } from '@mobilise/ui/Button';
import { Modal } from '@mobilise/ui/Modal';
import { Stack } from '@mobilise/ui/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import { SaveProblemAlerts, type SaveProblemAlertsProps } from './SaveProblemAlerts.tsx';

export interface SaveFormModalProps extends SaveProblemAlertsProps {
  title: string;
  cancelLabel: string;
  submitLabel: string;
  /** While the save is on its way: the submit button shows it and cannot be pressed again. */
  isPending: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The fields, under the save's problem. */
  children: ReactNode;
}

/**
 * A dialog that saves one change: its fields in a form, Cancel and the submit button at its foot, and
 * above the fields what the server refused that no field carries (someone else's change meanwhile, with
 * the button that reads it, or the server's message). Closing it any way calls `onClose`.
 */
export function SaveFormModal({
  title,
  cancelLabel,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
  problem,
  stale,
  onReload,
  children,
}: SaveFormModalProps) {
  const formId = useId();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack space="md">
          <SaveProblemAlerts problem={problem} stale={stale} onReload={onReload} />
          {children}
        </Stack>
      </form>
    </Modal>
  );
}
