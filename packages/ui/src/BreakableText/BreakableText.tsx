import { Fragment } from 'react';

export interface BreakableTextProps {
  /** An e-mail address, a URL or a path. */
  children: string;
}

// After these a long address may wrap; a lookbehind keeps each one at the end of its piece.
const breakAfter = /(?<=[@./])/;

/**
 * An e-mail address or URL that may wrap to the next line only after `@`, `.` or `/`, never in
 * the middle of a name, so a narrow column keeps its readable pieces whole.
 */
export function BreakableText({ children }: BreakableTextProps) {
  const pieces = children.split(breakAfter);
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one string never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
