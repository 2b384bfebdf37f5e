import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileClock, UserCheck, Users } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { Tiles } from '../Tiles/Tiles.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Components/Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Active members',
    value: '1,284',
    hint: '12 joined this month',
    action: { label: 'See all members', href: '#members' },
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card alone, as narrow as a tile. */
const tileWidth: Story['decorators'] = [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>];

export const Default: Story = {
  decorators: tileWidth,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Active members' });
    await expect(card).toHaveTextContent('1,284');
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'See all members' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAccessibleDescription('Active members');
    await expect(link).toHaveAttribute('href', '#members');
  },
};

export const WithIcon: Story = {
  decorators: tileWidth,
  args: { icon: Users },
  play: async ({ canvas }) => {
    // The icon is decorative: the card's name stays the label alone.
    await expect(canvas.getByRole('article', { name: 'Active members' })).toBeVisible();
  },
};

export const FigureOnly: Story = {
  decorators: tileWidth,
  args: { hint: undefined, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A dashboard row: the cards share one height and their links line up, however long each hint is. */
const Dashboard = () => (
  <Tiles columns={{ mobile: 2, lg: 4 }} space="sm">
    <StatCard
      label="Active members"
      value="1,284"
      icon={Users}
      action={{ label: 'See all', href: '#members' }}
    />
    <StatCard
      label="Applications awaiting review"
      value="37"
      icon={FileClock}
      hint="The oldest has waited since 3 March, longer than the usual fortnight"
      action={{ label: 'Review', href: '#applications' }}
    />
    <StatCard label="Placements confirmed" value="86 %" icon={UserCheck} hint="of this year's applicants" />
    <StatCard
      label="Organisations"
      value="4"
      hint="Lisbon, Accra, Lyon, Madrid"
      action={{ label: 'Organisations', href: '#organisations' }}
    />
  </Tiles>
);

/** Cards on one line of the grid are equally tall. */
const expectEqualHeights = async (canvasElement: HTMLElement) => {
  const heightsByRow = new Map<number, Set<number>>();
  for (const card of canvasElement.querySelectorAll('article')) {
    const top = Math.round(rect(card).top);
    heightsByRow.set(top, (heightsByRow.get(top) ?? new Set()).add(Math.round(rect(card).height)));
  }
  for (const heights of heightsByRow.values()) await expect(heights.size).toBe(1);
};

export const DashboardPhone: Story = {
  render: () => <Dashboard />,
  parameters: viewports,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
    await expectEqualHeights(canvasElement);
  },
};

export const DashboardDesktop: Story = {
  render: () => <Dashboard />,
  parameters: viewports,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
    await expectEqualHeights(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(new Set(links.map((link) => Math.round(rect(link).bottom))).size).toBe(1);
  },
};
