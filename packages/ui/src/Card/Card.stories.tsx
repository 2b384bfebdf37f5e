import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card, cardHeadingLevels } from './Card.tsx';

const meta = {
  title: 'Components/Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: { heading: 'Family', children: 'Ana, Rui and Inês Silva live in Lisbon.' },
  argTypes: { headingLevel: { control: 'inline-radio', options: cardHeadingLevels } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Family' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onPress={fn()}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    heading: 'Applications in progress for the long-term assignment in the south-eastern regional office',
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children:
      'A card grows with its content: this paragraph is long enough to wrap over several lines, as translated texts often are, and the heading wraps beside the actions.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} />
      <Card heading="Memberships" headingLevel={3} actions={<Button size="sm">Add</Button>}>
        Full term since March 2021.
      </Card>
      <Card>Content without a heading.</Card>
    </div>
  ),
};
