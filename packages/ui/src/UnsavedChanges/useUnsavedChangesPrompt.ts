import { useEffect } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';

/**
 * While `isDirty`, closing or reloading the tab asks the browser's own "leave site?" question
 * (browsers show their own words there). Returns the translated prompt for in-app navigation,
 * which is the router's job (a `window.confirm` or `UnsavedChangesDialog`).
 */
export function useUnsavedChangesPrompt(isDirty: boolean): string {
  const { t } = useUiTranslation();
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari only ask when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return t('unsavedChanges.prompt');
}
