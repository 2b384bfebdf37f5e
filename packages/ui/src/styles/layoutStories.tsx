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

/** The 375 and 1280 px widths, kept at the stories' usual 900 px height: only the width matters here. */
export const viewports = {
  viewport: {
    options: {
      w375: { name: '375 px', styles: { width: '375px', height: '900px' }, type: 'mobile' },
      w1280: { name: '1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
    },
  },
};

export const rect = (element: Element) => element.getBoundingClientRect();

/** A story's globals for a 375 or 1280 px wide viewport (one of `viewports`). */
export const at375 = { viewport: { value: 'w375', isRotated: false } };
export const at1280 = { viewport: { value: 'w1280', isRotated: false } };
