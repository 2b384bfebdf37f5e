import { expect, userEvent } from 'storybook/test';

// Stories only: how a story proves a field shows the focus ring every other field shows.

/** The focus ring an element shows, as computed: its outline and any shadow. */
const ringOf = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    outlineOffset: style.outlineOffset,
    boxShadow: style.boxShadow,
  };
};

/**
 * Tabs to the text field labelled "Name" that the story renders first, takes its focus ring, tabs once more
 * and expects `ringed()` (the element that draws the next field's ring) to show the same one.
 */
export async function expectSameFocusRingAsTextField(
  canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement },
  focused: () => HTMLElement,
  ringed: () => HTMLElement = focused,
) {
  await userEvent.tab();
  const name = canvas.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveFocus();
  const fieldRing = ringOf(name);
  await expect(fieldRing.outline).not.toMatch(/^none/);
  await userEvent.tab();
  await expect(focused()).toHaveFocus();
  await expect(ringOf(ringed())).toEqual(fieldRing);
}
