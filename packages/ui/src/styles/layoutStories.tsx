import { breakpoints } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import type { ReactNode } from 'react';

// Stories only: what the layout primitives' stories lay out and measure.

/** A visible block to lay out, at least `height` pixels tall when given. */
export function Placeholder({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        minHeight: height,
        padding: 8,
        border: `1px solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.surface.sunken,
      }}
    >
      {children}
    </div>
  );
}

/** The phone width every page must fit, below the tokens' smallest breakpoint. */
const phoneWidth = 375;

/** A viewport of `width` pixels, kept at the stories' usual 900 px height: only the width matters here. */
const viewportAt = (width: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${width} px`,
  styles: { width: `${width}px`, height: '900px' },
  type,
});

/**
 * The catalogue's viewports: a phone, then the tokens' `md`, `lg` and `xl` breakpoints, named by width
 * (`w375`, `w768`, `w1024`, `w1280`) so a story picks one with `globals: { viewport: { value: 'w375' } }`.
 */
export const viewports = {
  viewport: {
    options: {
      [`w${phoneWidth}`]: viewportAt(phoneWidth, 'mobile'),
      [`w${breakpoints.md}`]: viewportAt(breakpoints.md, 'tablet'),
      [`w${breakpoints.lg}`]: viewportAt(breakpoints.lg, 'desktop'),
      [`w${breakpoints.xl}`]: viewportAt(breakpoints.xl, 'desktop'),
    },
  },
};

export const rect = (element: Element) => element.getBoundingClientRect();

/** A story's globals for a 375 or 1280 px wide viewport (one of `viewports`). */
export const at375 = { viewport: { value: 'w375', isRotated: false } };
export const at1280 = { viewport: { value: 'w1280', isRotated: false } };
