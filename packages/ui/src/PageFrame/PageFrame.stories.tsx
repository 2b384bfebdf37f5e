import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { at375, at1280, Placeholder, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport } from '../styles/textFitStories.ts';
import { PageFrame, pageFrameWidths } from './PageFrame.tsx';

const meta = {
  title: 'Patterns/Page templates/PageFrame',
  component: PageFrame,
  tags: ['autodocs'],
  parameters: viewports,
  argTypes: { width: { control: 'inline-radio', options: pageFrameWidths } },
  args: {
    children: (
      <>
        <PageHeader title="Organisation dashboard" />
        <Placeholder>First block</Placeholder>
        <Placeholder>Second block</Placeholder>
      </>
    ),
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's blocks 1.5rem (lg) apart, the frame capped at 76rem (1216 px) and centred. */
export const WideAt1280: Story = {
  globals: at1280,
  play: async ({ canvas }) => {
    const [first, second] = [rect(canvas.getByText('First block')), rect(canvas.getByText('Second block'))];
    await expect(second.top - first.bottom).toBeCloseTo(24, 1);
    await expect(first.width).toBeLessThanOrEqual(1216);
  },
};

/** A form's frame: at most 48rem (768 px), centred in the room there is. */
export const NarrowAt1280: Story = {
  args: { width: 'narrow' },
  globals: at1280,
  play: async ({ canvas }) => {
    const block = rect(canvas.getByText('First block'));
    const room = rect(canvas.getByText('First block').closest('[data-testid="story-frame"]') as HTMLElement);
    await expect(block.width).toBeCloseTo(768, 0);
    await expect(block.left - room.left).toBeCloseTo(room.right - block.right, 0);
  },
};

/** On a phone the frame takes the whole width, and nothing is wider than the screen. */
export const At375: Story = {
  globals: at375,
  play: async ({ canvas, canvasElement }) => {
    const block = rect(canvas.getByText('First block'));
    await expect(block.width).toBeLessThanOrEqual(375);
    await expectFitsViewport(canvasElement);
  },
};
