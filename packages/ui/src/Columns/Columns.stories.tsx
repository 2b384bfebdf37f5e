import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder, viewports } from '../styles/layoutStories.tsx';
import { spaces } from '../styles/responsive.ts';
import { Column, Columns, columnsAlignsY, columnsCollapseBelow } from './Columns.tsx';

const meta = {
  title: 'Components/Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    children: (
      <>
        <Column>
          <Placeholder>First</Placeholder>
        </Column>
        <Column>
          <Placeholder>Second</Placeholder>
        </Column>
        <Column>
          <Placeholder>Third</Placeholder>
        </Column>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    collapseBelow: { control: 'inline-radio', options: columnsCollapseBelow },
    alignY: { control: 'inline-radio', options: columnsAlignsY },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Column around a placeholder. */
const columnOf = (element: HTMLElement) => (element.parentElement as HTMLElement).getBoundingClientRect();

/** Fluid columns share the row equally, 1rem (md) apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = ['First', 'Second', 'Third'].map((text) =>
      columnOf(canvas.getByText(text)),
    );
    await expect(second?.top).toBe(first?.top);
    await expect(second?.width).toBeCloseTo(first?.width ?? 0, 1);
    await expect(third?.width).toBeCloseTo(first?.width ?? 0, 1);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBeCloseTo(16, 1);
  },
};

/** Fractions take their share of the row less their share of the gap; a content column fits its content. */
export const Widths: Story = {
  args: {
    children: (
      <>
        <Column width="1/3">
          <Placeholder>One third</Placeholder>
        </Column>
        <Column width="2/3">
          <Placeholder>Two thirds</Placeholder>
        </Column>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const column = canvas.getByText('One third').parentElement as HTMLElement;
    const row = (column.parentElement as HTMLElement).getBoundingClientRect();
    const third = columnOf(canvas.getByText('One third'));
    const twoThirds = columnOf(canvas.getByText('Two thirds'));
    await expect(third.width + 16 + twoThirds.width).toBeCloseTo(row.width, 1);
    await expect(twoThirds.width).toBeCloseTo(2 * third.width + 16, 1);
  },
};

export const ContentWidth: Story = {
  args: {
    children: (
      <>
        <Column width="content">
          <Placeholder>Photo</Placeholder>
        </Column>
        <Column>
          <Placeholder>Ana Silva, coordinator of the Lisbon office</Placeholder>
        </Column>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const photo = columnOf(canvas.getByText('Photo'));
    const text = columnOf(canvas.getByText(/Ana Silva/));
    await expect(photo.width).toBeLessThan(text.width);
    await expect(text.left - photo.right).toBeCloseTo(16, 1);
  },
};

export const AlignYCenter: Story = {
  args: {
    alignY: 'center',
    children: (
      <>
        <Column>
          <Placeholder height={80}>Tall</Placeholder>
        </Column>
        <Column>
          <Placeholder>Short</Placeholder>
        </Column>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const [tall, short] = [columnOf(canvas.getByText('Tall')), columnOf(canvas.getByText('Short'))];
    await expect(tall.top + tall.height / 2).toBeCloseTo(short.top + short.height / 2, 0);
  },
};

const Collapsing: Story = {
  args: {
    collapseBelow: 'md',
    space: { mobile: 'sm', md: 'lg' },
    children: (
      <>
        <Column width="1/3">
          <Placeholder>Filters</Placeholder>
        </Column>
        <Column>
          <Placeholder>Results</Placeholder>
        </Column>
      </>
    ),
  },
};

/** Below md (768 px) the columns stack, first on top, full width, 0.5rem (sm) apart… */
export const CollapsedAt375: Story = {
  ...Collapsing,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvas }) => {
    const filters = columnOf(canvas.getByText('Filters'));
    const results = columnOf(canvas.getByText('Results'));
    await expect(results.top - filters.bottom).toBeCloseTo(8, 1);
    await expect(results.left).toBe(filters.left);
    await expect(results.width).toBe(filters.width);
  },
};

/** …and from md they sit side by side, 1.5rem (lg) apart. */
export const SideBySideAt1280: Story = {
  ...Collapsing,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas }) => {
    const filters = columnOf(canvas.getByText('Filters'));
    const results = columnOf(canvas.getByText('Results'));
    await expect(results.top).toBe(filters.top);
    await expect(results.left - filters.right).toBeCloseTo(24, 1);
    await expect(results.width).toBeCloseTo(2 * filters.width + 24, 1);
  },
};
