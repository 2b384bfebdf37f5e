import { Button, type ButtonProps } from '../Button/Button.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import * as styles from './SaveButton.css.ts';

/** The form's button states (spec 02 §4). */
export const saveButtonStates = ['SAVED', 'NOT_SAVED', 'SAVING', 'RETRYING'] as const;
export type SaveButtonState = (typeof saveButtonStates)[number];

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

/** The form's explicit save button; pending (not pressable, still focusable) while a save runs or retries. */
export function SaveButton({ state = 'NOT_SAVED', ...props }: SaveButtonProps) {
  const { t } = useUiTranslation();
  const isPending = state === 'SAVING' || state === 'RETRYING';
  return (
    <Button {...props} isPending={isPending}>
      {isPending ? (
        <span className={styles.spinner}>
          <SpinnerGraphic />
        </span>
      ) : null}
      {t(labelKeys[state])}
    </Button>
  );
}
