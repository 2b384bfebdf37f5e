/**
 * Runs `action` at once on the first call (leading edge) and, when more calls come within `waitMs`, once
 * more `waitMs` after the last of them (trailing edge): a burst of refreshes costs two fetches, and the
 * last one sees the latest state.
 */
export const debounceLeadingTrailing = (action: () => void, waitMs: number): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let callsWaiting = false;
  const settle = () => {
    timer = undefined;
    if (!callsWaiting) return;
    callsWaiting = false;
    action();
    timer = setTimeout(settle, waitMs);
  };
  return () => {
    if (timer === undefined) {
      action();
    } else {
      callsWaiting = true;
      clearTimeout(timer);
    }
    timer = setTimeout(settle, waitMs);
  };
};
