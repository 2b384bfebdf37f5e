import { expect } from 'storybook/test';

// Stories only: checks that a layout fits a phone and that its text wraps between words only.

/** Nothing inside `root` reaches past the viewport's edges, and the page does not scroll sideways. */
export async function expectFitsViewport(root: HTMLElement) {
  const page = root.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  const overflowing = [root, ...root.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.left < -0.5 || box.right > page.clientWidth + 0.5;
  });
  await expect(overflowing.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
}

/**
 * Every word in `root` sits on one line. A word ends at a space or after a hyphen, the places a
 * browser may wrap without breaking one; BreakableText splits addresses into separate text nodes
 * at `@`, `.` and `/`, so each of their pieces counts as a word too.
 */
export async function expectWordsWhole(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lineTops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (lineTops.size > 1) broken.push(word[0]);
    }
  }
  await expect(broken).toEqual([]);
}
