import { describe, expect, it } from 'vitest';
import { databaseIsOnThisHost } from './postgres-pool.ts';

describe('databaseIsOnThisHost', () => {
  it.each([
    'postgres://postgres@127.0.0.1:5432/test',
    'postgresql://app:secret@localhost/mobilise',
    'postgres://postgres@[::1]:5432/test',
    'postgres://postgres@127.0.1.1/test',
    'postgres:///mobilise',
    'postgres://postgres@/mobilise?host=/var/run/postgresql',
  ])('counts %s as on this machine', (url) => {
    expect(databaseIsOnThisHost(url)).toBe(true);
  });

  it.each([
    'postgres://app@db.internal:5432/mobilise',
    'postgres://app@10.0.0.5/mobilise',
    'postgres://app@[2001:db8::1]/mobilise',
    'postgres://app@127.0.0.1.example.com/mobilise',
  ])('counts %s as elsewhere', (url) => {
    expect(databaseIsOnThisHost(url)).toBe(false);
  });
});
