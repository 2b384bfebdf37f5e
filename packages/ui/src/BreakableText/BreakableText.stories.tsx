import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { BreakableText } from './BreakableText.tsx';

const meta = {
  title: 'Components/Data/BreakableText',
  component: BreakableText,
  tags: ['autodocs'],
  args: { children: 'francoise-marguerite.belanger-fontaine@association-internationale.example.org' },
  parameters: viewports,
  globals: { viewport: { value: 'w375', isRotated: false } },
} satisfies Meta<typeof BreakableText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone a long address wraps after its dots and its @, each piece whole. */
export const EmailAddress: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('wbr')).toHaveLength(4);
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};

/** A URL wraps after its slashes and dots as well. */
export const Url: Story = {
  name: 'URL',
  args: {
    children: 'https://mobilisation.example.org/organisations/lisbon-regional-office/requisitions/2024',
  },
  play: async ({ canvasElement }) => {
    // The text reads and copies as one address: the break points add no characters.
    await expect(canvasElement.textContent).toContain(
      'https://mobilisation.example.org/organisations/lisbon-regional-office/requisitions/2024',
    );
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};
