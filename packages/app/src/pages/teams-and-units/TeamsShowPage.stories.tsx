import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  storyDraftTeam,
  storyTeam,
  storyUnit,
  teamsPageStory,
  teamsServer,
} from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, type PageStory } from '../../shared/stories/index.ts';
import { Page } from './TeamsShowPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Team',
  tags: ['autodocs'],
  ...teamsPageStory(
    { page: Page, path: routePaths.TeamsShow, url: '/teams/7' },
    { teams: [storyTeam, storyDraftTeam], units: [storyUnit] },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A published team: its unit, type, paper, open requisition, members and the office's private notes;
 * with an open requisition it can be neither archived nor returned to draft, and the page says why.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kijabe Hospital Team' }),
    ).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:status.PUBLISHED'))).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Eastern Africa Medical' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nurse, Kijabe Hospital' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Kofi Osei' })).toBeVisible();
    await expect(canvas.getByText('Housing at the hospital compound is full until March.')).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:show.cannotBeArchived'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('teamsAndUnits:actions.archive') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('teamsAndUnits:actions.edit') })).toBeVisible();
  },
};

/** A draft team is published after a confirmation; the page then shows it published. */
export const Publishing: Story = {
  args: { url: '/teams/8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('teamsAndUnits:actions.publish') }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamsAndUnits:actions.publish') }));
    await expect(await canvas.findByText(t('teamsAndUnits:status.PUBLISHED'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('teamsAndUnits:actions.unpublish') })).toBeVisible();
  },
};

/** The server refuses an archive (an open requisition appeared meanwhile): its reason is said as it is. */
export const ArchiveRefused: Story = {
  args: { url: '/teams/8' },
  beforeEach: ({ msw }) => {
    msw.use(
      ...teamsServer({
        teams: [storyDraftTeam],
        units: [storyUnit],
        archiveRefusal: {
          code: 'team_has_open_requisitions',
          message: 'This team has open requisitions: fill or archive them first.',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('teamsAndUnits:actions.archive') }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('teamsAndUnits:actions.archive') }));
    await expect(
      await canvas.findByText('This team has open requisitions: fill or archive them first.'),
    ).toBeVisible();
    await expect(canvas.queryByText(t('teamsAndUnits:stale.title'))).toBeNull();
  },
};

/** On a phone the sections fit the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Kijabe Hospital Team' });
    await expectNoSidewaysScroll();
  },
};
