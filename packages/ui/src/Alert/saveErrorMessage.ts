/** The part of i18next's `t` this needs, so the helper runs with any i18next instance. */
type Translate = (key: 'save.error', options: { messages: string }) => string;

/** "There was an error saving your data: " followed by the server's messages joined with commas. */
export const saveErrorMessage = (t: Translate, messages: readonly string[]) =>
  t('save.error', { messages: messages.join(', ') });
