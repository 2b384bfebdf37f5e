import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { storyTeam, storyUnit, teamsPageStory } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import type { PageStory } from '../../shared/stories/index.ts';
import { Page } from './TeamsCreatePage.tsx';
import { Page as TeamsShowPage } from './TeamsShowPage.tsx';

const onWrite = fn();

const meta = {
  title: 'Screens/Opportunities/Create a team',
  tags: ['autodocs'],
  ...teamsPageStory(
    {
      page: Page,
      path: routePaths.TeamsCreate,
      url: '/teams/create',
      leadsTo: [{ path: routePaths.TeamsShow, page: TeamsShowPage }],
    },
    { teams: [storyTeam], units: [storyUnit], onWrite },
  ),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: organisation, name, code, unit, type, description, enquiries, paper, private notes, members. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('teamsAndUnits:form.createTitle.team') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('teamsAndUnits:fields.privateNotes')) }),
    ).toBeVisible();
  },
};

/** Name and code are asked for first; given, the DRAFT team is created under its unit and its page opens. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: t('teamsAndUnits:form.create.team') });
    await userEvent.click(create);
    await expect(await canvas.findByText(t('teamsAndUnits:form.nameMissing'))).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:form.codeMissing'))).toBeVisible();
    await expect(onWrite).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.name')}`) }),
      'Eldoret Outreach',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('teamsAndUnits:fields.code')}`) }),
      'ELD-OUT',
    );
    await userEvent.click(create);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Eldoret Outreach' })).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:status.DRAFT'))).toBeVisible();
    await expect(canvas.getByText(t('teamsAndUnits:show.noMembers'))).toBeVisible();
    // The page settles once the files' drop zone, loaded on first use, is there.
    await expect(
      await canvas.findByRole('button', { name: t('ui:dropzone.chooseOne') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith(
      'createTeam',
      expect.objectContaining({
        organisation_id: 3,
        name: 'Eldoret Outreach',
        code: 'ELD-OUT',
        unit_id: null,
      }),
    );
  },
};
