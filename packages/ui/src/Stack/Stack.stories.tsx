import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutElements } from '../Box/LayoutContainer.tsx';
import { Placeholder, rect, viewports } from '../styles/layoutStories.tsx';
import { spaces } from '../styles/responsive.ts';
import { Stack, stackAligns } from './Stack.tsx';

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    children: (
      <>
        <Placeholder>First</Placeholder>
        <Placeholder>Second</Placeholder>
        <Placeholder>Third</Placeholder>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: stackAligns },
    as: { control: 'inline-radio', options: layoutElements },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The children fill the width, 1rem (md) apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [rect(canvas.getByText('First')), rect(canvas.getByText('Second'))];
    await expect(second.top - first.bottom).toBeCloseTo(16, 1);
    await expect(first.width).toBe(rect(canvas.getByText('First').parentElement as HTMLElement).width);
  },
};

export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = rect(canvas.getByText('First').parentElement as HTMLElement);
    const first = rect(canvas.getByText('First'));
    await expect(first.width).toBeLessThan(stack.width);
    await expect(Math.abs(first.left - stack.left - (stack.right - first.right))).toBeLessThanOrEqual(1);
  },
};

/** As a `ul`, each child becomes an item, and the `false` of a condition adds none. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" space="sm">
      <Placeholder>Ana Silva</Placeholder>
      {false}
      <Placeholder>Rui Silva</Placeholder>
      <Placeholder>Inês Silva</Placeholder>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
  },
};

const Responsive: Story = { args: { space: { mobile: 'sm', lg: 'xl' } } };

/** 0.5rem (sm) apart below the lg breakpoint (1024 px)… */
export const ResponsiveSpaceAt375: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(rect(canvas.getByText('Second')).top - rect(canvas.getByText('First')).bottom).toBeCloseTo(
      8,
      1,
    );
  },
};

/** …and 2rem (xl) apart from it. */
export const ResponsiveSpaceAt1280: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(rect(canvas.getByText('Second')).top - rect(canvas.getByText('First')).bottom).toBeCloseTo(
      32,
      1,
    );
  },
};
