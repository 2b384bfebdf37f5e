/** What the keyboard can reach: links, enabled controls and anything given a place in the tab order. */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element after `element` (and outside it) that the keyboard reaches: where Tab would go next. */
export const nextFocusableAfter = (element: Element): HTMLElement | undefined =>
  [...element.ownerDocument.querySelectorAll<HTMLElement>(focusable)].find(
    (candidate) =>
      !element.contains(candidate) &&
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
