import { describe, expect, it } from 'vitest';
import { cxTokens } from './themes/cx.tokens.ts';
import { defaultTokens } from './themes/default.tokens.ts';

type TokenTree = { [key: string]: string | TokenTree };

const leaves = (tree: TokenTree, prefix = ''): [path: string, value: string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const brandTokens = [
  { brand: 'default', tokens: defaultTokens },
  { brand: 'cx', tokens: cxTokens },
];

describe('brand tokens', () => {
  it('have the same leaf paths in every brand', () => {
    const [reference, ...others] = brandTokens.map(({ tokens }) =>
      leaves(tokens)
        .map(([path]) => path)
        .sort(),
    );
    for (const paths of others) expect(paths).toEqual(reference);
  });

  it.each(brandTokens)('leave no $brand token empty', ({ tokens }) => {
    const empty = leaves(tokens)
      .filter(([, value]) => value.trim() === '')
      .map(([path]) => path);
    expect(empty, `empty tokens: ${empty.join(', ')}`).toEqual([]);
  });

  it("differ only in colour: type scale, spacing, radii, layers, motion and the focus ring's size are the same", () => {
    const colourOnly = /^(color\.|shadow\.|focusRing\.color$)/;
    const [reference, ...others] = brandTokens.map(({ tokens }) =>
      leaves(tokens).filter(([path]) => !colourOnly.test(path)),
    );
    for (const other of others) expect(other).toEqual(reference);
    expect(reference?.map(([path]) => path)).toEqual(
      expect.arrayContaining(['font.size.md', 'space.md', 'radius.md', 'motion.duration.fast']),
    );
  });
});
