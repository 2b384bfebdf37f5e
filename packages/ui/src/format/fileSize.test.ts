import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMegabytes } from './fileSize.ts';

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [12, 'en', '12 bytes'],
    [1000, 'en', '1 kB'],
    [512_000, 'en', '512 kB'],
    [2_400_000, 'en', '2.4 MB'],
    [10_000_000, 'en', '10 MB'],
    [3_500_000_000, 'en', '3.5 GB'],
    [2_400_000, 'fr', '2,4 Mo'],
    [2_400_000, 'pt', '2,4 MB'],
  ])('shows %i bytes in %s as %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale).replace(/\s/g, ' ')).toBe(expected);
  });

  it('never shows a negative size', () => {
    expect(formatFileSize(-5, 'en')).toBe('0 bytes');
  });
});

describe('formatMegabytes', () => {
  it('shows the default 10000 KB limit as 10 MB', () => {
    expect(formatMegabytes(10000, 'en')).toBe('10');
  });

  it('keeps one decimal in the locale', () => {
    expect(formatMegabytes(2500, 'en')).toBe('2.5');
    expect(formatMegabytes(2500, 'es')).toBe('2,5');
  });
});
