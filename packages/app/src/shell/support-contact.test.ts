import { describe, expect, it } from 'vitest';
import { supportContactFor, supportEmail } from './support-contact.ts';

describe('the support contact of the generic error page', () => {
  it('R-ERROR-004 is shown normally', () => {
    expect(supportContactFor(false)).toBe(supportEmail);
  });

  it('R-SHELL-008 is hidden in creative-access mode', () => {
    expect(supportContactFor(true)).toBeUndefined();
  });
});
