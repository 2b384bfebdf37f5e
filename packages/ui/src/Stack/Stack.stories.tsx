import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { layoutElements } from '../Box/LayoutContainer.tsx';
import { spaces } from '../styles/responsive.ts';
import { Stack, stackAligns } from './Stack.tsx';

/** A visible block to lay out; stories only. */
function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
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

// Kept at the stories' usual 900 px height: only the width is what these stories are about.
const viewports = {
  viewport: {
    options: {
      w375: { name: '375 px', styles: { width: '375px', height: '900px' }, type: 'mobile' },
      w1280: { name: '1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
    },
  },
};

const meta = {
  title: 'Layout/Stack',
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

const rect = (element: Element) => element.getBoundingClientRect();

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
