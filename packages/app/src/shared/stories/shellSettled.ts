import { expect, waitFor, within } from 'storybook/test';

interface ShellSettledOptions {
  /** Office staff: the header search, a chunk of its own, replaces its placeholder. */
  search?: boolean;
  /** A sidebar entry that comes from the user's own records (an application), once they have loaded. */
  sidebarLink?: RegExp;
}

/** The sidebar of the page's area: the navigation beside <main>, not one in the header or the page. */
const sidebarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('nav:not(header nav, main nav)');

/**
 * For a `PageStory` with `inShell`: waits for what the shell draws after the page itself, so its picture
 * is the settled one. Texts are
 * the records' own, never translated words, so it holds in every language.
 */
export async function shellSettled(canvasElement: HTMLElement, { search, sidebarLink }: ShellSettledOptions) {
  const header = await within(canvasElement).findByRole('banner');
  // The search's chunk is loaded on the shell's first showing, and the story server compiles it on that first
  // request: in a language run beside the e2e journeys that took more than the usual 5 s (Manage people in
  // CX and French failed twice so at dde6f3e), so it gets the time a slow first load may take.
  if (search) await within(header).findByRole('combobox', {}, { timeout: 15_000 });
  if (sidebarLink) {
    const sidebar = await waitFor(() => {
      const found = sidebarOf(canvasElement);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await within(sidebar).findByRole('link', { name: sidebarLink });
  }
}
