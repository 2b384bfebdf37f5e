import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './file-names.ts';

describe('file names', () => {
  it('F4 keeps the last part of a sent name, without control or invisible characters, at most 255 characters with its extension', () => {
    expect(cleanFileName('C:\\Users\\ana\\passport.pdf')).toBe('passport.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\r\nSet-Cookie: x.pdf')).toBe('aSet-Cookie: x.pdf');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('a.pdf')).toBe(true);
  });

  it('F4 writes Content-Disposition with an ASCII stand-in and the UTF-8 name percent-encoded (RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Plan "B"\\ 2026.docx')).toBe(
      `attachment; filename="Plan _B__ 2026.docx"; filename*=UTF-8''Plan%20%22B%22%5C%202026.docx`,
    );
    expect(contentDisposition('inline', 'Ærø (kopi).pdf')).toBe(
      `inline; filename="r (kopi).pdf"; filename*=UTF-8''%C3%86r%C3%B8%20%28kopi%29.pdf`,
    );
    expect(contentDisposition('attachment', '日本語.pdf')).toBe(
      `attachment; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.pdf`,
    );
  });
});
