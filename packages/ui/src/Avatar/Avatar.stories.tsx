import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { avatarSizes } from './Avatar.css.ts';
import { Avatar } from './Avatar.tsx';
import { portraitSrc } from './portrait.ts';

const meta = {
  title: 'Components/People/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Jo Bloggs' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Jo Bloggs' });
    await expect(avatar).toHaveTextContent('JB');
  },
};

export const Picture: Story = {
  args: { src: portraitSrc },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Jo Bloggs' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPictureFallsBackToInitials: Story = {
  args: { name: 'Ana María López', src: '/no-such-picture.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ana María López' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: 'Ana María López' })).toHaveTextContent('AL');
  },
};

export const GivenInitials: Story = {
  args: { name: 'Maria da Conceição Sousa', initials: 'MC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria da Conceição Sousa' })).toHaveTextContent('MC');
  },
};

const people = [
  'Jo Bloggs',
  'Ana López',
  'Sam Okafor',
  'Li Wei',
  'Priya Nair',
  'Tomás Ferreira',
  'Eve Adams',
];

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {avatarSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Avatar name="Jo Bloggs" src={portraitSrc} size={size} />
          {people.map((name) => (
            <Avatar key={name} name={name} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
