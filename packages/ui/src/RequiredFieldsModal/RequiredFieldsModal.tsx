import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './RequiredFieldsModal.css.ts';

export type RequiredFieldsMode = 'create' | 'update';
export const requiredFieldsModes = allowedValues<RequiredFieldsMode>()(['create', 'update']);

export interface RequiredFieldsModalProps {
  /** Whether it shows; the parent closes it from `onContinue` / `onClose`. */
  isOpen: boolean;
  /**
   * Whether the form creates a new record or updates one, which picks the sentence.
   * @default 'create'
   */
  mode?: RequiredFieldsMode;
  /** The record's kind as the user reads it, e.g. "application". */
  entity: string;
  /** The labels of the required fields left empty. */
  fields: readonly string[];
  /**
   * Blocking (global validation on): only Close; otherwise a warning with Continue and Close.
   * @default false
   */
  isBlocking?: boolean;
  /** Goes on despite the missing fields; not offered when blocking. */
  onContinue?: () => void;
  /** Closes the modal (Close button or Escape) to let the user fill the fields in. */
  onClose: () => void;
}

/** Lists the required fields still empty when the user leaves a form page. */
export function RequiredFieldsModal({
  isOpen,
  mode = 'create',
  entity,
  fields,
  isBlocking = false,
  onContinue,
  onClose,
}: RequiredFieldsModalProps) {
  const { t } = useUiTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('requiredFields.title')}
      confirmLabel={t('requiredFields.continue')}
      cancelLabel={t('requiredFields.close')}
      onConfirm={isBlocking ? undefined : onContinue}
      onCancel={onClose}
    >
      <p className={styles.text}>{t(`requiredFields.${mode}`, { entity })}</p>
      <ul className={styles.list}>
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
