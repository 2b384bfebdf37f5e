import { Button, type ButtonProps } from '../Button/Button.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './SaveButton.css.ts';

/** The form's button states. */
export type SaveButtonState = 'SAVED' | 'NOT_SAVED' | 'SAVING' | 'RETRYING';
export const saveButtonStates = allowedValues<SaveButtonState>()([
  'SAVED',
  'NOT_SAVED',
  'SAVING',
  'RETRYING',
]);

export interface SaveButtonProps extends Omit<ButtonProps, 'children' | 'isPending'> {
  /**
   * SAVING and RETRYING make the button pending ("Saving…", "Reconnecting…"); otherwise it says "Save".
   * @default 'NOT_SAVED'
   */
  state?: SaveButtonState;
}

const labelKeys = {
  SAVED: 'save.button.save',
  NOT_SAVED: 'save.button.save',
  SAVING: 'save.button.saving',
  RETRYING: 'save.button.reconnecting',
} as const satisfies Record<SaveButtonState, string>;

/**
 * The form's explicit save button; pending (not pressable, still focusable) while a save runs or retries.
 * Pending is marked here rather than with react-aria's `isPending`: that announces the focused button from a
 * live region by its id for 7 s, and a form removes its Save button once saved, which left that region
 * naming a missing element (an image without a name to axe, and nothing to a screen reader). In a form,
 * the save indicator's live region says the save states.
 */
export function SaveButton({ state = 'NOT_SAVED', onPress, type, ...props }: SaveButtonProps) {
  const { t } = useUiTranslation();
  const isPending = state === 'SAVING' || state === 'RETRYING';
  return (
    <Button
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending || undefined}
      onPress={isPending ? undefined : onPress}
    >
      {isPending ? (
        <span className={styles.spinner}>
          <SpinnerGraphic />
        </span>
      ) : null}
      {t(labelKeys[state])}
    </Button>
  );
}
