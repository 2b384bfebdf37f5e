import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  settingsServer,
  storyPositions,
  storySettingsManager,
} from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, fieldLabel, PageStory } from '../../shared/stories/index.ts';
import { Page } from './OrgPositionsPage.tsx';

const writes = fn<(call: string) => void>();

const meta = {
  title: 'Screens/Organisation/Positions',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgPositions,
    url: '/orgs/3/settings/positions',
    user: storySettingsManager,
  },
  beforeEach: ({ msw }) => {
    writes.mockClear();
    msw.use(...settingsServer({ positions: storyPositions }, writes));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The live positions with the kinds of record each is held on, the removed one after them marked removed;
 * the settings' tabs above, this page's marked current.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('navigation', { name: t('shell:pageTitle.OrgSettings') }));
    await expect(tabs.getByRole('link', { name: t('shell:pageTitle.OrgPositions') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: t('organisation:settings.overviewTab') })).toHaveAttribute(
      'href',
      '/orgs/3/settings',
    );
  },
};

/**
 * No positions yet: the empty list offers to add the first one. Sent empty, the form says what is
 * missing; given a name and a kind it creates the position, which the list then shows. On a phone.
 */
export const Empty: Story = {
  ...atPhoneWidth,
  beforeEach: ({ msw }) => {
    msw.use(...settingsServer({ positions: [] }, writes));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(t('organisation:positions.empty'))).toBeVisible();
    const [, emptyStateAdd] = await canvas.findAllByRole('button', { name: t('organisation:positions.add') });
    await expectNoSidewaysScroll();
    await userEvent.click(emptyStateAdd as HTMLElement);
    const dialog = await body.findByRole('dialog', { name: t('organisation:positions.form.createTitle') });
    const create = within(dialog).getByRole('button', { name: t('organisation:positions.form.create') });
    await userEvent.click(create);
    await expect(within(dialog).getByText(t('organisation:positions.form.nameMissing'))).toBeVisible();
    await expect(within(dialog).getByText(t('organisation:positions.form.kindsMissing'))).toBeVisible();
    await expect(writes).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: fieldLabel(t('organisation:positions.form.name')) }),
      'Candidate Director',
    );
    await expect(within(dialog).queryByText(t('organisation:positions.form.nameMissing'))).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: t('organisation:positions.kinds.APPLICATION') }),
    );
    await userEvent.click(create);
    const list = await canvas.findByRole('list', { name: t('organisation:positions.listLabel') });
    await expect(within(list).getByRole('heading', { name: 'Candidate Director' })).toBeVisible();
    await expect(writes).toHaveBeenCalledWith('POST /api/organisations/3/positions');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expectNoSidewaysScroll();
  },
};

/**
 * By keyboard: a taken name is refused on its field and a change someone else made meanwhile is shown,
 * the input kept each time; after loading the latest version the rename saves, and a removal asks first.
 */
export const EditRefusalsAndRemove: Story = {
  name: 'Edit, refusals and remove',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: t('organisation:positions.listLabel') });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Candidate Director',
      'Personnel Coordinator',
      'Team Leader',
      'Recruiter',
    ]);
    await expect(cards[3]).toHaveTextContent(t('organisation:positions.removed'));
    await expect(within(cards[3] as HTMLElement).queryAllByRole('button')).toHaveLength(0);

    // Renaming the Candidate Director to a name another live position has: refused on the name field.
    within(list)
      .getByRole('button', { name: t('organisation:positions.editLabel', { name: 'Candidate Director' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', {
      name: t('organisation:positions.form.editTitle', { name: 'Candidate Director' }),
    });
    const name = within(dialog).getByRole('textbox', {
      name: fieldLabel(t('organisation:positions.form.name')),
    });
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Team Leader');
    const save = within(dialog).getByRole('button', { name: t('organisation:positions.form.save') });
    await userEvent.click(save);
    await expect(
      await within(dialog).findByText('is already the name of another position of this organisation'),
    ).toBeVisible();
    await expect(name).toHaveValue('Team Leader');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    // Someone else renames it meanwhile: the save is refused as stale, the typed name stays.
    await fetch('/api/positions/11', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Candidate Director (Europe)', version: 1 }),
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'Director of Candidates');
    await userEvent.click(save);
    await expect(await within(dialog).findByText(t('organisation:positions.form.staleTitle'))).toBeVisible();
    await expect(name).toHaveValue('Director of Candidates');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('organisation:positions.form.reload') }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByText(t('organisation:positions.form.staleTitle'))).toBeNull(),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('organisation:positions.form.save') }),
    );
    await expect(await within(list).findByRole('heading', { name: 'Director of Candidates' })).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();

    // Removing asks first; Escape keeps it, confirming marks it removed.
    await userEvent.click(
      within(list).getByRole('button', {
        name: t('organisation:positions.removeLabel', { name: 'Team Leader' }),
      }),
    );
    await body.findByRole('alertdialog', {
      name: t('organisation:positions.remove.title', { name: 'Team Leader' }),
    });
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(
      within(list).getByRole('button', {
        name: t('organisation:positions.removeLabel', { name: 'Team Leader' }),
      }),
    );
    const confirm = await body.findByRole('alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('organisation:positions.remove.confirm') }),
    );
    await waitFor(() =>
      expect(within(list).getByRole('heading', { name: 'Team Leader' }).closest('li')).toHaveTextContent(
        t('organisation:positions.removed'),
      ),
    );
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(writes.mock.calls.map(([call]) => call)).toEqual([
      'PATCH /api/positions/11',
      'PATCH /api/positions/11',
      'PATCH /api/positions/11',
      'PATCH /api/positions/11',
      'DELETE /api/positions/14',
    ]);
  },
};
