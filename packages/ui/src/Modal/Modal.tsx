import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  /** The dialog's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** The message or form inside. */
  children?: ReactNode;
  /** Buttons at the bottom; given `close` to dismiss the dialog. */
  actions?: (close: () => void) => ReactNode;
  /** Controlled open state; omit inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Closes on Escape and on a click outside; off for decisions that must be answered.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * `alertdialog` for messages that interrupt (errors, confirmations).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus moves in, stays trapped inside, and returns to where it was on close. */
export function Modal({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children ? <div className={styles.body}>{children}</div> : null}
              {actions ? <div className={styles.actions}>{actions(close)}</div> : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
