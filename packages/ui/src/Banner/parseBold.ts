export interface TextSegment {
  text: string;
  isBold: boolean;
}

// A bold segment is text between two asterisks with at least one non-asterisk character in it.
const boldPattern = /\*([^*]+)\*/g;

/**
 * Splits banner text into plain and bold segments (`*bold*`). Only the asterisks are
 * markup: anything else, HTML included, stays literal text. An asterisk without a partner stays as typed.
 */
export const parseBold = (text: string): TextSegment[] => {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(boldPattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), isBold: false });
    segments.push({ text: match[1] ?? '', isBold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isBold: false });
  return segments;
};
