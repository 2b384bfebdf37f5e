import { afterEach, expect, it, vi } from 'vitest';
import { referenceItemById } from './reference-item.ts';

afterEach(() => vi.restoreAllMocks());

const organisations = [
  { id: 3, name: 'AIM Europe' },
  { id: 7, name: 'AIM Eastern Africa' },
];
const unknown = (id: number) => ({ id, name: 'Unknown organisation' });

it('finds the item with the id asked for, without a warning', () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(referenceItemById(organisations, 7, unknown)).toEqual({ id: 7, name: 'AIM Eastern Africa' });
  expect(warned).not.toHaveBeenCalled();
});

it('R-ERROR-018 asked for a missing id, warns and returns a placeholder', () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(referenceItemById(organisations, 9, unknown)).toEqual({ id: 9, name: 'Unknown organisation' });
  expect(warned).toHaveBeenCalledOnce();
  expect(warned.mock.calls[0]?.[0]).toContain('9');
});
