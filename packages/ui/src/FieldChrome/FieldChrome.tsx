import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { LazyInfoTip } from '../Tooltip/LazyInfoTip.tsx';
import * as styles from './FieldChrome.css.ts';

/** The texts around an input that a form template can give any field. */
export interface FieldChromeProps {
  /** The field's label. */
  label: ReactNode;
  /**
   * Shows the required marker (*) after the label.
   * @default false
   */
  isRequired?: boolean;
  /** Extra information behind an "i" button (tooltip). */
  info?: ReactNode;
  /** Help text under the label. */
  help?: ReactNode;
  /** A hint, e.g. the expected format. */
  hint?: ReactNode;
  /** A warning shown before the input is used. */
  warning?: ReactNode;
  /** A warning shown after the input. */
  postWarning?: ReactNode;
  /**
   * Error messages to show (the form decides which of the local and global ones are due).
   * @default []
   */
  errors?: readonly string[];
  /**
   * The field is desirable and still empty: a soft warning, never a blocking error.
   * @default false
   */
  isDesirableMissing?: boolean;
}

/** Whether FieldChrome shows a description under the label (help, hint, warning or the desirable note). */
export const hasFieldDescription = ({ help, hint, warning, isDesirableMissing }: FieldChromeProps): boolean =>
  Boolean(help || hint || warning || isDesirableMissing);

/**
 * The one wrapper every input uses, rendered inside a react-aria field (TextField, RadioGroup, …) so
 * that the label, descriptions and errors are wired to the input with `aria-labelledby` and
 * `aria-describedby`. Pass `isInvalid={errors.length > 0}` to that field.
 */
export function FieldChrome({
  label,
  isRequired = false,
  info,
  help,
  hint,
  warning,
  postWarning,
  errors = [],
  isDesirableMissing = false,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  const { t } = useUiTranslation();
  const hasDescription = hasFieldDescription({ label, help, hint, warning, isDesirableMissing });
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <Label className={styles.label}>
          {label}
          {/* Hidden from screen readers: the input itself is announced as required. */}
          {isRequired ? (
            <span className={styles.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        {info ? <LazyInfoTip>{info}</LazyInfoTip> : null}
      </div>
      {hasDescription ? (
        <Text slot="description" className={styles.description}>
          {help ? <span className={styles.line}>{help}</span> : null}
          {hint ? <span className={styles.line}>{hint}</span> : null}
          {warning ? <span className={styles.warning}>{warning}</span> : null}
          {isDesirableMissing ? <span className={styles.desirable}>{t('field.desirable')}</span> : null}
        </Text>
      ) : null}
      {children}
      <FieldError className={styles.errors}>
        {errors.length > 0 ? (
          <ul className={styles.errors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </FieldError>
      {postWarning ? <p className={styles.warning}>{postWarning}</p> : null}
    </div>
  );
}
