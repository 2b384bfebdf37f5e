/**
 * A one-page PDF (A4, Helvetica) showing some lines of text, with a correct cross-reference table so
 * every viewer opens it: what the demo data attaches to people, and what the tests upload. `padding`
 * adds that many bytes of comment, to make a file of a chosen size.
 */
export function simplePdf(lines: readonly string[], padding = 0): Buffer {
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (character) => `\\${character}`));
  const text = escaped.map((line, index) => `${index === 0 ? '' : '0 -18 Td '}(${line}) Tj`).join(' ');
  const content = `BT /F1 14 Tf 72 770 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (padding > 0) {
    body += `%${'x'.repeat(padding)}\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  body += `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
