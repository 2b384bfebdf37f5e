/** Words counted as the MaxWords constraint counts them: runs of non-whitespace. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
