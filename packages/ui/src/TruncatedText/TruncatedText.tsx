import { type ReactNode, useEffect, useState } from 'react';
import { Focusable } from 'react-aria-components/Focusable';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './TruncatedText.css.ts';

/** Resizing re-checks whether the text is cut off once the resizing has paused this long. */
export const truncationCheckDebounceMs = 500;

export interface TruncatedTextProps {
  /** The text, shown on one line and cut off with an ellipsis when it does not fit. */
  children: ReactNode;
}

const isCutOff = (element: Element) => element.scrollWidth > element.clientWidth;

/**
 * One line of text that, only while it is cut off, can be focused and shows the whole of it in a
 * tooltip. Whether it is cut off is measured again after resizes, debounced, not on every frame.
 */
export function TruncatedText({ children }: TruncatedTextProps) {
  // A callback ref: the observer follows whichever element is mounted.
  const [element, setElement] = useState<Element | null>(null);
  const [isTruncated, setIsTruncated] = useState(false);

  useEffect(() => {
    if (!element) return;
    setIsTruncated(isCutOff(element));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setIsTruncated(isCutOff(element)), truncationCheckDebounceMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [element]);

  // One tree whether cut off or not, so the text is never remounted by its own state.
  return (
    <Tooltip content={children} delay={300} isDisabled={!isTruncated}>
      <Focusable ref={setElement} excludeFromTabOrder={!isTruncated}>
        <span className={styles.text} data-truncated={isTruncated}>
          {children}
        </span>
      </Focusable>
    </Tooltip>
  );
}
