import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { InteractionStates } from '../styles/interactionStories.tsx';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Components/Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'the privacy notice', href: '#privacy' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside running text a link is underlined, so colour is not the only thing that marks it. */
export const Prose: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Your answers are kept as <Link {...args} /> describes, and removed when you ask.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'the privacy notice' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Where its place says "link" (a menu, a table, a card's foot), it is not underlined until hovered. */
export const Standalone: Story = {
  args: { variant: 'standalone', children: 'See all members' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See all members' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** The current page in a navigation list is underlined, as a sighted reader's "you are here". */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>
        Read <Link {...args} variant="prose" /> first.
      </p>
      <Link {...args} variant="standalone">
        People
      </Link>
      <Link {...args} variant="standalone" aria-current="page">
        Organisations
      </Link>
      <Link {...args} variant="standalone" isDisabled>
        Reports
      </Link>
    </div>
  ),
};

/** Hover and keyboard focus, as react-aria marks them (`data-hovered`, `data-focus-visible`); a press looks as a hover. */
export const Interaction: Story = {
  name: 'Hover and focus',
  render: (args) => (
    <InteractionStates target="a" states={['rest', 'hovered', 'focusVisible']}>
      {() => (
        <div style={{ display: 'flex', gap: 24 }}>
          <span>
            Read <Link {...args} variant="prose" /> first.
          </span>
          <Link {...args} variant="standalone">
            People
          </Link>
        </div>
      )}
    </InteractionStates>
  ),
};
