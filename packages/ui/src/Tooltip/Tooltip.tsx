import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components/Tooltip';
import * as styles from './Tooltip.css.ts';

/** Tooltips stay 500 ms after the pointer leaves; losing focus hides them at once. */
export const tooltipHideDelayMs = 500;

export interface TooltipProps {
  /** The focusable element the tooltip describes (a Button or a react-aria focusable). */
  children: ReactNode;
  /** What the tooltip says. */
  content: ReactNode;
  /**
   * How long the pointer must rest before it opens, in ms; keyboard focus opens it at once.
   * @default 700
   */
  delay?: number;
  /** @default 'top' */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /**
   * Keeps the tooltip from opening, without changing what it wraps.
   * @default false
   */
  isDisabled?: boolean;
}

/** A tooltip on hover and keyboard focus, dismissed with Escape. */
export function Tooltip({
  children,
  content,
  delay = 700,
  placement = 'top',
  isDisabled = false,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={tooltipHideDelayMs} isDisabled={isDisabled}>
      {children}
      <AriaTooltip className={styles.tooltip} placement={placement} offset={8}>
        <OverlayArrow>
          <svg className={styles.arrow} width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
