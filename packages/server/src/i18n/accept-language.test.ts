import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './accept-language.ts';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['pt-BR', 'pt'],
    ['FR-ca', 'fr'],
    ['de-DE, fr;q=0.8, en;q=0.5', 'fr'],
    ['en;q=0.4, es;q=0.9', 'es'],
    ['es;q=0.5, pt;q=0.5', 'es'],
    ['pt;q=0, es;q=0.1', 'es'],
    ['pt;q=0', 'en'],
    ['de, ja', 'en'],
    ['*', 'en'],
    ['*;q=1, fr;q=0.2', 'fr'],
    ['fr;q=abc, es;q=0.3', 'es'],
    ['fr;q=2, es;q=0.3', 'es'],
    [';;,,=', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});
