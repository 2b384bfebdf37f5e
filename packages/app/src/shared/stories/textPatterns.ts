/**
 * Patterns for a translated text that a page shows inside a longer one (a column header followed by its
 * sort order, a message among others), so a story finds it in every language.
 */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a text that holds `text` anywhere. */
export const containing = (text: string) => new RegExp(literally(text));

/** Matches a field's label, with or without the required marker (*) after it. */
export const fieldLabel = (text: string) => new RegExp(`^${literally(text)}\\*?$`);
