import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';

export interface GenericErrorModalProps {
  /** Whether it shows. */
  isOpen: boolean;
  /**
   * Reloads the page; replaceable in stories and tests.
   * @default window.location.reload
   */
  onReload?: () => void;
  /** Offers Close (and Escape) when given; without it the only way on is Reload. */
  onClose?: () => void;
}

/** The modal shown when a save or load failed in a way the user cannot fix: changes were not saved. */
export function GenericErrorModal({
  isOpen,
  onReload = () => window.location.reload(),
  onClose,
}: GenericErrorModalProps) {
  const { t } = useUiTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('genericErrorModal.title')}
      confirmLabel={t('genericErrorModal.reload')}
      cancelLabel={t('genericErrorModal.close')}
      onConfirm={onReload}
      onCancel={onClose}
    >
      {t('genericErrorModal.text')}
    </ConfirmDialog>
  );
}
