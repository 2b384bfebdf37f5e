import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  /** Whether it shows; the parent closes it from `onConfirm` / `onCancel`. */
  isOpen: boolean;
  /**
   * The question, which also names the dialog.
   * @default 'Are you sure you want to continue?'
   */
  title?: ReactNode;
  /** More text under the question. */
  children?: ReactNode;
  /**
   * The confirming button's text.
   * @default 'Continue'
   */
  confirmLabel?: string;
  /**
   * The cancelling button's text.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /** Called by the confirming button; without it there is no such button. */
  onConfirm?: () => void;
  /** Called by the cancelling button and by Escape; without it there is neither, and the dialog must be answered. */
  onCancel?: () => void;
}

/** A controlled `alertdialog` that asks for a decision: Continue or Cancel by default. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useUiTranslation();
  return (
    <Modal
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={Boolean(onCancel)}
      // Escape (and a click outside) cancel; the buttons call their handlers themselves.
      onOpenChange={(open) => (open ? undefined : onCancel?.())}
      title={title ?? t('confirm.title')}
      actions={() => (
        <>
          {onCancel ? (
            <Button variant={onConfirm ? 'secondary' : 'primary'} onPress={onCancel}>
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
          ) : null}
          {onConfirm ? <Button onPress={onConfirm}>{confirmLabel ?? t('confirm.continue')}</Button> : null}
        </>
      )}
    >
      {children}
    </Modal>
  );
}
