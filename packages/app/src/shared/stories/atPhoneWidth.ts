import { expect } from 'storybook/test';

/** Spread into a story to render it on a phone's 375 px wide screen. */
export const atPhoneWidth = {
  parameters: {
    viewport: {
      options: { w375: { name: '375 px', styles: { width: '375px', height: '900px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'w375', isRotated: false } },
};

/** Nothing on the page is wider than the screen, so it never scrolls sideways. */
export async function expectNoSidewaysScroll() {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
