import { describe, expect, it } from 'vitest';
import { assetHref } from './assetHref.ts';

describe('assetHref', () => {
  it('links to /assets/{id}', () => {
    expect(assetHref(42)).toBe('/assets/42');
  });

  it('adds assetable_type and assetable_id when given', () => {
    expect(assetHref('a1', { assetableType: 'application', assetableId: 7 })).toBe(
      '/assets/a1?assetable_type=application&assetable_id=7',
    );
  });

  it('leaves out a missing part and encodes the rest', () => {
    expect(assetHref('x/y', { assetableType: 'task instance' })).toBe(
      '/assets/x%2Fy?assetable_type=task+instance',
    );
  });
});
