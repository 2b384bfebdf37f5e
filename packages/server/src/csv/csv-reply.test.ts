import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './csv-reply.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['br', false],
    ['identity', false],
    ['*', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
