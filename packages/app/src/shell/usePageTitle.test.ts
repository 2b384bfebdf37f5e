import { describe, expect, it } from 'vitest';
import { composePageTitle } from './usePageTitle.ts';

describe('a document title', () => {
  it('names the page, the person or organisation it is about, then the brand', () => {
    expect(composePageTitle('Person profile', 'Ann Lee', 'Mobilise')).toBe(
      'Person profile · Ann Lee · Mobilise',
    );
  });

  it('leaves out a subject that is not known (yet)', () => {
    expect(composePageTitle('Families', null, 'Mobilise CX')).toBe('Families · Mobilise CX');
    expect(composePageTitle('Families', undefined, 'Mobilise')).toBe('Families · Mobilise');
    expect(composePageTitle('Families', '', 'Mobilise')).toBe('Families · Mobilise');
  });
});
