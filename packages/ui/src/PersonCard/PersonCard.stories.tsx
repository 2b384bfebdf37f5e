import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyLanguage, t, text } from '../../../../.storybook/story-text.ts';
import { portraitSrc } from '../Avatar/portrait.ts';
import { AvatarList } from '../AvatarList/AvatarList.tsx';
import { MembershipBadge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { formatDisplayTimestamp } from '../dates/dates.ts';
import { Popover } from '../Popover/Popover.tsx';
import { StatusPill } from '../StatusPill/StatusPill.tsx';
import { PersonCard } from './PersonCard.tsx';

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  margin: 0,
} as const;

const meta = {
  title: 'Components/People/PersonCard',
  component: PersonCard,
  tags: ['autodocs'],
  args: {
    name: 'Jo Bloggs',
    email: 'jo.bloggs@example.org',
    avatarSrc: portraitSrc,
    positions: [{ name: 'Field director' }, { name: 'Treasurer' }],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, border: '1px solid', borderRadius: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Name, e-mail and avatar',
  tags: ['R-POPUP-002', 'R-POPUP-003', 'R-POPUP-004'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Jo Bloggs' })).toBeVisible();
    await userEvent.tab();
    const email = canvas.getByRole('link', { name: 'jo.bloggs@example.org' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('href', 'mailto:jo.bloggs@example.org');
    await expect(canvas.getByRole('img', { name: 'Jo Bloggs' })).toBeVisible();
    await expect(canvas.queryByText(text('badge.systemAdmin'))).toBeNull();
    await expect(canvas.queryByText(containing(text('personCard.invited', { date: '' }).trim()))).toBeNull();
  },
};

export const AdminInvited: Story = {
  name: 'System Admin badge and invitation date',
  tags: ['R-POPUP-005', 'R-POPUP-006'],
  args: { isAdmin: true, invitedOn: '2024-03-05' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('badge.systemAdmin'))).toBeVisible();
    await expect(
      canvas.getByText(
        text('personCard.invited', { date: formatDisplayTimestamp('2024-03-05', storyLanguage()) }),
      ),
    ).toBeVisible();
  },
};

export const ManyPositions: Story = {
  name: 'Three positions, then + N more',
  tags: ['R-POPUP-007'],
  args: {
    positions: [
      { name: 'Field director' },
      { name: 'Treasurer', removed: true },
      { name: 'Team leader' },
      { name: 'Member care' },
      { name: 'Education consultant' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Field director',
      `Treasurer ${t('personCard.removed')}`,
      'Team leader',
      t('personCard.morePositions', { count: 2 }),
    ]);
    await expect(canvas.queryByText('Member care')).toBeNull();
  },
};

export const RemovedPosition: Story = {
  args: { positions: [{ name: 'Treasurer', removed: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(`Treasurer ${text('personCard.removed')}`);
    await expect(getComputedStyle(canvas.getByText('Treasurer')).textDecorationLine).toBe('line-through');
  },
};

export const Sections: Story = {
  name: 'Family, applications, assignments, memberships',
  tags: ['R-POPUP-008', 'R-POPUP-009', 'R-POPUP-010', 'R-POPUP-011'],
  args: {
    family: (
      <div style={row}>
        <span>Bloggs family</span>
        <AvatarList
          aria-label="Family members"
          people={[
            { id: 1, name: 'Jo Bloggs' },
            { id: 2, name: 'Sam Bloggs' },
            { id: 3, name: 'Alex Bloggs' },
          ]}
        />
      </div>
    ),
    applications: (
      <p style={row}>
        Short-term teaching, 2025 <StatusPill kind="application" status="IN_PROGRESS" size="sm" />
      </p>
    ),
    assignments: (
      <p style={row}>
        Maputo, Mozambique <StatusPill kind="assignment" status="ACTIVE" size="sm" />
      </p>
    ),
    memberships: (
      <p style={row}>
        AIM Europe <MembershipBadge type="FULL_TERM" size="sm" />
      </p>
    ),
  },
  play: async ({ canvas }) => {
    for (const [title, text] of [
      [t('personCard.family'), 'Bloggs family'],
      [t('personCard.applications'), 'Short-term teaching, 2025'],
      [t('personCard.assignments'), 'Maputo, Mozambique'],
      [t('personCard.memberships'), 'AIM Europe'],
    ] as const) {
      const heading = canvas.getByRole('heading', { level: 3, name: title });
      await expect(heading.parentElement).toHaveTextContent(text);
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent(
      text('personCard.loading'),
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    name: 'Maria da Conceição Albuquerque de Sousa Vasconcelos',
    email: 'maria.da.conceicao.albuquerque.vasconcelos@regional-office.example.org',
    avatarSrc: undefined,
    isAdmin: true,
    invitedOn: '2023-11-21',
    positions: [
      { name: 'Regional director for education and member care' },
      { name: 'Chair of the mobilising committee' },
      { name: 'Treasurer', removed: true },
      { name: 'Team leader' },
    ],
  },
};

export const InPopUp: Story = {
  args: { isAdmin: true },
  decorators: [],
  render: (args) => (
    <DialogTrigger>
      <Button variant="tertiary">Jo Bloggs</Button>
      <Popover placement="bottom start">
        <Dialog>
          <PersonCard {...args} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The card's heading names the pop-up.
    const dialog = await body.findByRole('dialog', { name: 'Jo Bloggs' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
