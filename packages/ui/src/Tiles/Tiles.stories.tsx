import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutElements } from '../Box/LayoutContainer.tsx';
import { Placeholder, rect, viewports } from '../styles/layoutStories.tsx';
import { spaces } from '../styles/responsive.ts';
import { Tiles, tilesColumns } from './Tiles.tsx';

const tiles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

const meta = {
  title: 'Components/Layout/Tiles',
  component: Tiles,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    columns: 3,
    children: tiles.map((tile) => <Placeholder key={tile}>{tile}</Placeholder>),
  },
  argTypes: {
    columns: { control: 'inline-radio', options: tilesColumns },
    space: { control: 'select', options: spaces },
    as: { control: 'inline-radio', options: layoutElements },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three equal columns filled row by row, 1rem (md) apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [one, two, four] = [
      rect(canvas.getByText('One')),
      rect(canvas.getByText('Two')),
      rect(canvas.getByText('Four')),
    ];
    await expect(two.top).toBe(one.top);
    await expect(two.width).toBeCloseTo(one.width, 1);
    await expect(two.left - one.right).toBeCloseTo(16, 1);
    await expect(four.left).toBe(one.left);
    await expect(four.top - one.bottom).toBeCloseTo(16, 1);
  },
};

/** As a `ul`, each tile is an item of the list, which may be named. */
export const AsList: Story = {
  render: () => (
    <Tiles as="ul" columns={2} aria-label="Members">
      {tiles.slice(0, 4).map((tile) => (
        <Placeholder key={tile}>{tile}</Placeholder>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Members' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    await expect(rect(canvas.getByText('Two')).top).toBe(rect(canvas.getByText('One')).top);
  },
};

const Responsive: Story = { args: { columns: { mobile: 1, md: 2, lg: 4 } } };

/** One tile a row below md (768 px)… */
export const OneColumnAt375: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvas }) => {
    const [one, two] = [rect(canvas.getByText('One')), rect(canvas.getByText('Two'))];
    await expect(two.left).toBe(one.left);
    await expect(two.top).toBeGreaterThan(one.bottom);
  },
};

/** …four a row from lg (1024 px). */
export const FourColumnsAt1280: Story = {
  ...Responsive,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas }) => {
    const [one, four, five] = [
      rect(canvas.getByText('One')),
      rect(canvas.getByText('Four')),
      rect(canvas.getByText('Five')),
    ];
    await expect(four.top).toBe(one.top);
    await expect(five.left).toBe(one.left);
    await expect(five.top).toBeGreaterThan(one.bottom);
  },
};
