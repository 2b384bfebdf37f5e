import { describe, expect, it } from 'vitest';
import { parseBold } from './parseBold.ts';

const plain = (text: string) => ({ text, isBold: false });
const bold = (text: string) => ({ text, isBold: true });

describe('parseBold', () => {
  it('gives nothing for empty text', () => {
    expect(parseBold('')).toEqual([]);
  });

  it('keeps text without asterisks as one plain segment', () => {
    expect(parseBold('Offices close at noon.')).toEqual([plain('Offices close at noon.')]);
  });

  it('marks the text between two asterisks bold', () => {
    expect(parseBold('Offices close *today* at noon.')).toEqual([
      plain('Offices close '),
      bold('today'),
      plain(' at noon.'),
    ]);
  });

  it('handles several bold segments, at the start and at the end', () => {
    expect(parseBold('*Note:* maintenance on *Friday*')).toEqual([
      bold('Note:'),
      plain(' maintenance on '),
      bold('Friday'),
    ]);
  });

  it('leaves an unmatched asterisk literal', () => {
    expect(parseBold('one * star')).toEqual([plain('one * star')]);
    expect(parseBold('*bold* and a lone *')).toEqual([bold('bold'), plain(' and a lone *')]);
    expect(parseBold('*Sale* ends *soon')).toEqual([bold('Sale'), plain(' ends *soon')]);
  });

  it('leaves empty pairs literal', () => {
    expect(parseBold('a ** b')).toEqual([plain('a ** b')]);
  });

  it('never treats HTML as markup', () => {
    expect(parseBold('<b>x</b> *<img src=x onerror="alert(1)">*')).toEqual([
      plain('<b>x</b> '),
      bold('<img src=x onerror="alert(1)">'),
    ]);
  });
});
