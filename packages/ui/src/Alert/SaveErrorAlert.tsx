import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Alert } from './Alert.tsx';
import { saveErrorMessage } from './saveErrorMessage.ts';

export interface SaveErrorAlertProps {
  /** The error messages the server returned for the failed save. */
  messages: readonly string[];
}

/** The live critical alert shown when a save fails with server error messages. */
export function SaveErrorAlert({ messages }: SaveErrorAlertProps) {
  const { t } = useUiTranslation();
  return (
    <Alert tone="critical" isLive>
      {saveErrorMessage(t, messages)}
    </Alert>
  );
}
