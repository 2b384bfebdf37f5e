// Loaded on the first navigation inside the app, not with the first page: a page load needs none of it.

/** How long a page may take to show its heading (one that waits for its data) before focus goes to `main`. */
const headingWaitMs = 5000;

const mainHeading = () =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * Calls `found` with the page's h1 as soon as it is in the document, or with `main` if none shows in
 * time. Returns a cancel function for a navigation that is overtaken by the next one.
 */
const whenHeadingShows = (found: (target: HTMLElement) => void) => {
  const now = mainHeading();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => {
    stop();
    const main = document.querySelector<HTMLElement>('main');
    if (main) found(main);
  }, headingWaitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
};

/**
 * Moves focus to the new page's heading, so a keyboard or screen reader user starts reading there instead of
 * at the link they left. The heading is made focusable here, once for every page, rather than by each page.
 * Scrolling is left to the scroll rule. If the user has already moved focus elsewhere while the page was
 * loading its data, their focus stays.
 */
export const focusNewPage = (focusedBefore: Element | null) =>
  whenHeadingShows((target) => {
    const focusedNow = document.activeElement;
    if (focusedNow !== focusedBefore && focusedNow !== document.body && focusedNow !== null) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
