import { describe, expect, it } from 'vitest';
import { countWords } from './countWords.ts';

describe('countWords, as MaxWords counts them (by whitespace)', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  one  two\nthree\tfour ', 4],
    ['well-known e-mail, co-op.', 3],
    ['Maria da Conceição', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
