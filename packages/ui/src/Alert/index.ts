export type { AlertProps } from './Alert.tsx';
export { Alert } from './Alert.tsx';
export type { SaveErrorAlertProps } from './SaveErrorAlert.tsx';
export { SaveErrorAlert } from './SaveErrorAlert.tsx';
export { saveErrorMessage } from './saveErrorMessage.ts';
export { ToneIcon } from './ToneIcon.tsx';
export type { Tone as AlertTone } from './tone.css.ts';
export { tones as alertTones } from './tone.css.ts';
