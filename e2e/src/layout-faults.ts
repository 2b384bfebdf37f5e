import type { Page } from 'playwright-core';

/** What the narrow-screen journeys found wrong with a page's layout, one line per fault. */
export interface LayoutFaults {
  /** The page scrolls sideways, or elements reach past the right edge of the window. */
  overflowing: string[];
  /** Words that wrap inside themselves, with where they break, e.g. `h1 "Bélang|er"`. */
  brokenWords: string[];
}

/**
 * Measures the rendered page. An element may reach past the window only inside an ancestor that
 * scrolls sideways on purpose (overflow-x auto or scroll); only the outermost such element is named.
 * Words are checked where people read names and headings: table cells, headings, description lists and
 * links. A word wraps inside itself when its characters lie on two lines; an e-mail address or URL may
 * wrap only after `@`, `.` or `/`, and any word after a hyphen, where browsers wrap anyway.
 */
export const layoutFaults = (page: Page): Promise<LayoutFaults> =>
  page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    /** Visually hidden text (for screen readers) is one clipped pixel wide: its layout means nothing. */
    const visuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
        if (at.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const scrollsSideways = (element: Element) => {
      for (let at = element.parentElement; at !== null; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };

    const overflowing: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewportWidth)
      overflowing.push(`the page is ${pageWidth} px wide in ${viewportWidth} px`);
    const tooWide = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewportWidth + 1) continue;
      if (!shown(element) || visuallyHidden(element) || scrollsSideways(element)) continue;
      tooWide.add(element);
      if (element.parentElement && tooWide.has(element.parentElement)) continue;
      overflowing.push(`${describe(element)} reaches ${Math.round(box.right)} px`);
    }

    const brokenWords: string[] = [];
    const readSelector =
      'th, td, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"], h1, h2, h3, h4, h5, h6, [role="heading"], dt, dd, a';
    const addressLike = /@|\/|^www\.|\.[a-z]{2,}$/i;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const reading = parent?.closest(readSelector);
      if (!parent || !reading || !shown(parent) || visuallyHidden(parent)) continue;
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/[^\s\u200b]+/g)) {
        const [written, start] = [word[0], word.index];
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + written.length);
        const [firstLine, ...otherLines] = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (firstLine === undefined || otherLines.length === 0) continue;
        // Where the word wraps: the characters that start a line below the previous one's.
        const breaks: number[] = [];
        let lineTop = firstLine.top;
        for (let offset = 1; offset < written.length; offset++) {
          range.setStart(node, start + offset);
          range.setEnd(node, start + offset + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && rect.top > lineTop + rect.height / 2) {
            breaks.push(offset);
            lineTop = rect.top;
          }
        }
        const allowedAfter = addressLike.test(written) ? '-@./' : '-';
        const wrongBreaks = breaks.filter((offset) => !allowedAfter.includes(written.charAt(offset - 1)));
        if (wrongBreaks.length === 0) continue;
        let marked = written;
        for (const offset of [...wrongBreaks].reverse()) {
          marked = `${marked.slice(0, offset)}|${marked.slice(offset)}`;
        }
        brokenWords.push(`${reading.tagName.toLowerCase()} "${marked}"`);
      }
    }
    return { overflowing, brokenWords };
  });
