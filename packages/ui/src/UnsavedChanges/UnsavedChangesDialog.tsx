import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';

export interface UnsavedChangesDialogProps {
  /** Whether it shows: the router opens it when the user navigates away with unsaved changes. */
  isOpen: boolean;
  /** Leaves the page, dropping what is not yet saved. */
  onLeave: () => void;
  /** Stays on the page (Stay button or Escape). */
  onStay: () => void;
}

/** Asks "Your changes have not yet finished saving. Are you sure you want to leave this page?". */
export function UnsavedChangesDialog({ isOpen, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useUiTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('unsavedChanges.title')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {t('unsavedChanges.prompt')}
    </ConfirmDialog>
  );
}
