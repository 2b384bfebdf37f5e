import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at375, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport } from '../styles/textFitStories.ts';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Components/Data/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Plans by status',
    labelHeading: 'Status',
    valueHeading: 'Plans',
    data: [
      { id: 'DRAFT', label: 'Draft', value: 6 },
      { id: 'SUBMITTED', label: 'Submitted', value: 4 },
      { id: 'APPROVED', label: 'Approved', value: 11 },
      { id: 'REJECTED', label: 'Rejected', value: 1 },
      { id: 'ARCHIVED', label: 'Archived', value: 0 },
    ],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each bar scaled to the largest, its label and figure beside it. Assistive technology reads the numbers
 * as a table named as the chart is; the drawing is hidden from it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Plans by status' });
    await expect(within(table).getByRole('columnheader', { name: 'Plans' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Approved 11' })).toBeInTheDocument();
    const bars = [...canvasElement.querySelectorAll('rect')];
    const widths = bars.map((bar) => rect(bar).width);
    // The largest fills its track, the empty one draws nothing, the rest in proportion.
    await expect(widths[2]).toBeGreaterThan(widths[0] ?? 0);
    await expect(widths[4]).toBe(0);
    await expect(Math.round(((widths[0] ?? 0) / (widths[2] ?? 1)) * 11)).toBe(6);
  },
};

/** On a phone the labels wrap within their column and nothing runs off the screen. */
export const Phone: Story = {
  parameters: viewports,
  globals: at375,
  args: {
    title: 'Plans by expiry month',
    labelHeading: 'Month',
    data: [
      { id: '2026-07', label: 'July 2026', value: 3 },
      { id: '2026-12', label: 'December 2026', value: 2 },
      { id: '2027-07', label: 'July 2027', value: 129 },
    ],
    formatValue: (value) => new Intl.NumberFormat('en').format(value),
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
