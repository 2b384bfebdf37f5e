import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition.ts';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="people-2026-11-26.csv"', 'people-2026-11-26.csv'],
    ['attachment; filename=people.csv', 'people.csv'],
    [`attachment; filename="Fran_ois.csv"; filename*=UTF-8''Fran%C3%A7ois.csv`, 'François.csv'],
    [`attachment; filename*=utf-8''a%20b.csv`, 'a b.csv'],
    [`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'plain.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename=""', undefined],
    ['attachment', undefined],
    [null, undefined],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
