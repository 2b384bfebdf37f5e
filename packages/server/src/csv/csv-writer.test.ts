import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRecord, utf8Bom } from './csv-writer.ts';

describe('the CSV writer', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['José Núñez', 'José Núñez'],
    ['', ''],
  ])('RFC 4180: %j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('F7 neutralises a text cell that starts a formula: %j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  // Spreadsheets skip leading blanks and line breaks before a formula sign, and some read the
  // full-width signs as formula signs too.
  it.each([
    [' =1+1', "' =1+1"],
    ['   +1', "'   +1"],
    ['\n=cmd', `"'\n=cmd"`],
    [' \r\n @SUM(A1)', `"' \r\n @SUM(A1)"`],
    ['\u00a0-2', "'\u00a0-2"],
    ['＝1+1', "'＝1+1"],
    ['＋44', "'＋44"],
    ['－2', "'－2"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['  ＝1', "'  ＝1"],
  ])(
    'hostile pass: neutralises a formula after blanks or line breaks, or with a full-width sign: %j is written %j',
    (value, written) => {
      expect(csvCell(value)).toBe(written);
    },
  );

  it.each([
    ['a = b', 'a = b'],
    ['   ', '   '],
    ['x-1', 'x-1'],
    ['name@example.org', 'name@example.org'],
  ])(
    'hostile pass: leaves a cell whose formula sign comes after text alone: %j is written %j',
    (value, written) => {
      expect(csvCell(value)).toBe(written);
    },
  );

  it('writes numbers and booleans as they are, and null or undefined as an empty cell', () => {
    expect(csvRecord([-3, 7, true, null, undefined])).toBe('-3,7,true,,\r\n');
  });

  it('F7 starts the file with the UTF-8 byte-order mark and ends every record with CRLF', async () => {
    async function* batches() {
      yield [['Zoë', 'a,b']];
      yield [['Ana', null]];
    }
    let csv = '';
    for await (const part of csvDocument(['Name', 'Note'], batches())) {
      csv += part;
    }
    expect(csv).toBe(`${utf8Bom}Name,Note\r\nZoë,"a,b"\r\nAna,\r\n`);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
