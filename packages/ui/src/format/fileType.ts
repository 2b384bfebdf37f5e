const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

export const pdfContentType = 'application/pdf';

/** Whether a file opens in the browser rather than downloading: PDFs open in a new tab. */
export const isPdf = (contentType: string) => contentType.toLowerCase() === pdfContentType;

export const isImage = (contentType: string) => contentType.toLowerCase().startsWith('image/');

/** A short type label for a file: "PDF", "PNG", "DOCX"; from the content type, else the extension. */
export function fileTypeLabel(contentType: string, fileName: string): string {
  const known = typeLabels[contentType.toLowerCase()];
  if (known) return known;
  const [kind, subtype] = contentType.toLowerCase().split('/');
  if ((kind === 'image' || kind === 'video' || kind === 'audio') && subtype) {
    return subtype
      .replace(/^(svg)\+xml$/, '$1')
      .replace(/^jpeg$/, 'jpg')
      .toUpperCase();
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return extension ? extension.toUpperCase() : contentType || '—';
}
