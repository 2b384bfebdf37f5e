import { describe, expect, it } from 'vitest';
import { fileRejection } from './fileRules.ts';
import { defaultMaxFileSizeKb } from './fileSize.ts';

const rules = { maxSizeKb: defaultMaxFileSizeKb, isImageOnly: false };

describe('fileRejection', () => {
  it('accepts a file up to the limit of 10000 KB', () => {
    expect(fileRejection({ size: 10_000_000, type: 'application/pdf' }, rules)).toBeNull();
  });

  it('refuses a file over the limit as too large', () => {
    expect(fileRejection({ size: 10_000_001, type: 'application/pdf' }, rules)).toBe('tooLarge');
  });

  it('refuses a non-image where only images are allowed', () => {
    expect(fileRejection({ size: 10, type: 'application/pdf' }, { ...rules, isImageOnly: true })).toBe(
      'notImage',
    );
    expect(fileRejection({ size: 10, type: 'image/png' }, { ...rules, isImageOnly: true })).toBeNull();
  });
});
