import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsMarkdown = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * Puts a bench's generated text between its markers in bench/RESULTS.md, keeping everything else (hand
 * notes included); the first time, a new section with `heading` is appended. `generated` starts with
 * `startMarker` and ends with `endMarker`.
 */
export function writeGeneratedSection(
  heading: string,
  startMarker: string,
  endMarker: string,
  generated: string,
) {
  const current = readFileSync(resultsMarkdown, 'utf8');
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + generated + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${heading}\n\n${generated}\n`;
  writeFileSync(resultsMarkdown, next);
}
