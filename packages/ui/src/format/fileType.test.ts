import { describe, expect, it } from 'vitest';
import { fileTypeLabel, isImage, isPdf } from './fileType.ts';

describe('fileTypeLabel', () => {
  it.each([
    ['application/pdf', 'a.pdf', 'PDF'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx', 'DOCX'],
    ['image/jpeg', 'photo.jpg', 'JPG'],
    ['image/png', 'photo.png', 'PNG'],
    ['image/svg+xml', 'logo.svg', 'SVG'],
    ['application/octet-stream', 'notes.md', 'MD'],
    ['application/octet-stream', 'no-extension', 'application/octet-stream'],
    ['', 'no-extension', '—'],
  ])('labels %s (%s) as %s', (contentType, fileName, expected) => {
    expect(fileTypeLabel(contentType, fileName)).toBe(expected);
  });
});

describe('content types', () => {
  it('knows PDFs, in any case', () => {
    expect(isPdf('application/pdf')).toBe(true);
    expect(isPdf('Application/PDF')).toBe(true);
    expect(isPdf('image/png')).toBe(false);
  });

  it('knows images', () => {
    expect(isImage('image/webp')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
  });
});
