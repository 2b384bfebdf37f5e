import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder, viewports } from '../styles/layoutStories.tsx';
import {
  Box,
  boxAlignItems,
  boxDisplays,
  boxElements,
  boxFlexDirections,
  boxJustifyContents,
} from './Box.tsx';

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: viewports,
  args: { padding: 'md', children: <Placeholder>Content</Placeholder> },
  argTypes: {
    as: { control: 'select', options: boxElements },
    display: { control: 'inline-radio', options: boxDisplays },
    flexDirection: { control: 'inline-radio', options: boxFlexDirections },
    alignItems: { control: 'inline-radio', options: boxAlignItems },
    justifyContent: { control: 'inline-radio', options: boxJustifyContents },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

const paddingOf = (element: Element) => getComputedStyle(element).paddingTop;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Content').parentElement as HTMLElement;
    await expect(paddingOf(box)).toBe('16px');
  },
};

export const Flex: Story = {
  args: {
    display: 'flex',
    gap: 'sm',
    alignItems: 'center',
    children: (
      <>
        <Placeholder>One</Placeholder>
        <Placeholder>Two</Placeholder>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const one = canvas.getByText('One').getBoundingClientRect();
    const two = canvas.getByText('Two').getBoundingClientRect();
    await expect(two.top).toBe(one.top);
    await expect(two.left - one.right).toBeCloseTo(8, 1);
  },
};

export const Landmark: Story = {
  args: { as: 'nav', 'aria-label': 'Sections', children: <Placeholder>Links</Placeholder> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  },
};

const Responsive: Story = {
  render: () => (
    <Box padding={{ mobile: 'sm', md: 'xl' }}>
      <Box display={{ mobile: 'block', md: 'none' }}>
        <Placeholder>Below md</Placeholder>
      </Box>
      <Box display={{ mobile: 'none', md: 'block' }}>
        <Placeholder>From md</Placeholder>
      </Box>
    </Box>
  ),
};

/** Small padding and the narrow content below the md breakpoint (768 px). */
export const ResponsiveAt375: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Below md')).toBeVisible();
    await expect(canvas.queryByText('From md')).not.toBeVisible();
    const outer = canvas.getByText('Below md').parentElement?.parentElement as HTMLElement;
    await expect(paddingOf(outer)).toBe('8px');
  },
};

/** Large padding and the wide content from the md breakpoint. */
export const ResponsiveAt1280: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From md')).toBeVisible();
    await expect(canvas.queryByText('Below md')).not.toBeVisible();
    const outer = canvas.getByText('From md').parentElement?.parentElement as HTMLElement;
    await expect(paddingOf(outer)).toBe('32px');
  },
};
