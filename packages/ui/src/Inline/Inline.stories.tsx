import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutElements } from '../Box/LayoutContainer.tsx';
import { Placeholder, rect, viewports } from '../styles/layoutStories.tsx';
import { spaces } from '../styles/responsive.ts';
import { Inline, inlineAligns, inlineAlignsY } from './Inline.tsx';

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    children: (
      <>
        <Placeholder>Lisbon</Placeholder>
        <Placeholder>Porto</Placeholder>
        <Placeholder>Faro</Placeholder>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    as: { control: 'inline-radio', options: layoutElements },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side at their own widths, 0.5rem (sm) apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [lisbon, porto] = [rect(canvas.getByText('Lisbon')), rect(canvas.getByText('Porto'))];
    await expect(porto.top).toBe(lisbon.top);
    await expect(porto.left - lisbon.right).toBeCloseTo(8, 1);
  },
};

export const AlignEnd: Story = {
  args: { align: 'end' },
  play: async ({ canvas }) => {
    const row = rect(canvas.getByText('Faro').parentElement as HTMLElement);
    await expect(rect(canvas.getByText('Faro')).right).toBeCloseTo(row.right, 1);
  },
};

export const AlignYCenter: Story = {
  args: {
    alignY: 'center',
    children: (
      <>
        <Placeholder height={80}>Tall</Placeholder>
        <Placeholder>Short</Placeholder>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const [tall, short] = [rect(canvas.getByText('Tall')), rect(canvas.getByText('Short'))];
    await expect(Math.abs(tall.top + tall.height / 2 - (short.top + short.height / 2))).toBeLessThanOrEqual(
      1,
    );
  },
};

/** As a `ul`, each child becomes an item. */
export const AsList: Story = {
  render: () => (
    <Inline as="ul">
      <Placeholder>Lisbon</Placeholder>
      <Placeholder>Porto</Placeholder>
      <Placeholder>Faro</Placeholder>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
    await expect(rect(canvas.getByText('Porto')).top).toBe(rect(canvas.getByText('Lisbon')).top);
  },
};

const cities = [
  'Lisbon',
  'Porto',
  'Faro',
  'Coimbra',
  'Braga',
  'Évora',
  'Aveiro',
  'Setúbal',
  'Viseu',
  'Leiria',
];
const Wrapping: Story = {
  args: {
    space: { mobile: 'xs', md: 'md' },
    children: cities.map((city) => <Placeholder key={city}>{city}</Placeholder>),
  },
};

/** At 375 px the ten places wrap onto several lines, 0.25rem (xs) apart below md (768 px)… */
export const WrapsAt375: Story = {
  ...Wrapping,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ canvas }) => {
    const [lisbon, porto, leiria] = [
      rect(canvas.getByText('Lisbon')),
      rect(canvas.getByText('Porto')),
      rect(canvas.getByText('Leiria')),
    ];
    await expect(porto.left - lisbon.right).toBeCloseTo(4, 1);
    await expect(leiria.top).toBeGreaterThan(lisbon.bottom);
  },
};

/** …and fit one line at 1280 px, 1rem (md) apart. */
export const OneLineAt1280: Story = {
  ...Wrapping,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas }) => {
    const [lisbon, porto, leiria] = [
      rect(canvas.getByText('Lisbon')),
      rect(canvas.getByText('Porto')),
      rect(canvas.getByText('Leiria')),
    ];
    await expect(porto.left - lisbon.right).toBeCloseTo(16, 1);
    await expect(leiria.top).toBe(lisbon.top);
  },
};
