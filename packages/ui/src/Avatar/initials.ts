/**
 * Up to two initials: the first letters of a name's first and last words ("Maria da Sousa" → "MS").
 * Whole characters, not UTF-16 halves, so accented and non-Latin names come out right.
 */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return letter(first) + (last ? letter(last) : '');
};

/** How many background colours initials can have (see `avatarTones` in Avatar.css.ts). */
export const avatarToneCount = 6;

/** A stable colour slot for a name, so a person keeps their colour across pages and visits. */
export const avatarToneIndex = (name: string): number => {
  let hash = 0;
  for (const character of name.trim().toLocaleLowerCase()) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  }
  return hash % avatarToneCount;
};
