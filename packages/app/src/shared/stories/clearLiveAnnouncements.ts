/**
 * For a story's `beforeEach`: react-aria's announcer keeps pointing at ids of the unmounted story, and
 * that dangling reference would fail the next story's axe check.
 */
export const clearLiveAnnouncements = () => () => {
  for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
    message.remove();
};
