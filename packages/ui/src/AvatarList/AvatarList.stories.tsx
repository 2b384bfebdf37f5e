import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { portraitSrc } from '../Avatar/portrait.ts';
import { AvatarList, type AvatarListPerson } from './AvatarList.tsx';

const everyone: AvatarListPerson[] = [
  { id: 1, name: 'Jo Bloggs', src: portraitSrc },
  { id: 2, name: 'Ana López' },
  { id: 3, name: 'Sam Okafor' },
  { id: 4, name: 'Li Wei' },
  { id: 5, name: 'Priya Nair' },
  { id: 6, name: 'Tomás Ferreira' },
];

const meta = {
  title: 'Components/People/AvatarList',
  component: AvatarList,
  tags: ['autodocs'],
  args: { people: everyone.slice(0, 3), 'aria-label': 'Travelling family members' },
} satisfies Meta<typeof AvatarList>;
export default meta;
type Story = StoryObj<typeof meta>;

const counts = [1, 2, 3, 6] as const;

export const FirstThenCount: Story = {
  name: 'First avatar, then +count when more than 2',
  tags: ['R-CONST-015'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {counts.map((count) => (
        <AvatarList key={count} {...args} people={everyone.slice(0, count)} aria-label={`${count} people`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const avatarsIn = (count: number) => {
      const list = canvas.getByRole('list', { name: `${count} people` });
      return {
        list,
        names: [...list.querySelectorAll('[role="img"], img')].map(
          (element) => element.getAttribute('aria-label') ?? element.getAttribute('alt'),
        ),
      };
    };
    // 1 and 2 people: everyone shows, no count.
    await expect(avatarsIn(1).names).toEqual(['Jo Bloggs']);
    await expect(avatarsIn(1).list).not.toHaveTextContent('+');
    await expect(avatarsIn(2).names).toEqual(['Jo Bloggs', 'Ana López']);
    await expect(avatarsIn(2).list).not.toHaveTextContent('+');
    // 3 and 6 people: the first, then +count of the rest, announced as "and N more".
    await expect(avatarsIn(3).names).toEqual(['Jo Bloggs']);
    await expect(avatarsIn(3).list).toHaveTextContent('+2');
    await expect(avatarsIn(3).list).toHaveTextContent(text('avatar.more', { count: 2 }));
    await expect(avatarsIn(6).names).toEqual(['Jo Bloggs']);
    await expect(avatarsIn(6).list).toHaveTextContent('+5');
    await expect(avatarsIn(6).list).toHaveTextContent(text('avatar.more', { count: 5 }));
  },
};

export const Two: Story = { args: { people: everyone.slice(0, 2) } };

export const Many: Story = {
  args: { people: everyone, size: 'md' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Travelling family members' });
    await expect(canvas.getByText(text('avatar.more', { count: 5 }))).toBeInTheDocument();
    await expect(canvas.getByText('+5')).toHaveAttribute('aria-hidden', 'true');
    await expect(list.querySelectorAll('li')).toHaveLength(2);
  },
};
