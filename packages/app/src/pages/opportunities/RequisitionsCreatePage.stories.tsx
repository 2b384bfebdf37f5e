import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesServer, storyRequisition } from '../../features/opportunities/stories/index.ts';
import { storyTeam, storyUnit, teamsServer } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsCreatePage.tsx';
import { Page as RequisitionsShowPage } from './RequisitionsShowPage.tsx';

const onWrite = fn();
/** A published team and a unit of AIM Europe (3), the organisation the form starts on. */
const lisboaTeam = { ...storyTeam, id: 4, organisation_id: 3, name: 'Lisboa Welcome Team' };
const recruitmentUnit = { ...storyUnit, id: 6, organisation_id: 3, name: 'Recruitment fairs' };

const meta = {
  title: 'Screens/Opportunities/Create a requisition',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.RequisitionsCreate,
    url: '/requisitions/create',
    user: storyOfficeStaff,
    leadsTo: [{ path: routePaths.RequisitionsShow, page: RequisitionsShowPage }],
  },
  beforeEach: ({ msw }) => {
    onWrite.mockClear();
    msw.use(
      ...teamsServer({ teams: [lisboaTeam], units: [recruitmentUnit] }),
      ...opportunitiesServer({ requisitions: [storyRequisition], onWrite }),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: organisation, title, region, term type, the team or unit served, description. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('opportunities:opportunityForm.createTitle.requisition'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('opportunities:opportunityForm.servedHelp'))).toBeVisible();
  },
};

/** The title is asked for first; given, with the team it serves, the OPEN requisition is created and its page opens. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const create = await canvas.findByRole('button', {
      name: t('opportunities:opportunityForm.create.requisition'),
    });
    await userEvent.click(create);
    await expect(await canvas.findByText(t('opportunities:opportunityForm.titleMissing'))).toBeVisible();
    await expect(onWrite).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('opportunities:opportunityForm.title')}`) }),
      'Welcome host, Lisboa',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('opportunities:opportunityForm.served')) }),
    );
    await userEvent.click(
      await body.findByRole('option', {
        name: t('opportunities:opportunityForm.team', { name: 'Lisboa Welcome Team' }),
      }),
    );
    await userEvent.click(create);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome host, Lisboa' }),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui:status.requisitionAvailability.OPEN'))).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith(
      'createRequisition',
      expect.objectContaining({
        organisation_id: 3,
        title: 'Welcome host, Lisboa',
        team_id: 4,
        unit_id: null,
      }),
    );
  },
};

/** On a phone the fields fit the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', {
      name: t('opportunities:opportunityForm.create.requisition'),
    });
    await expectNoSidewaysScroll();
  },
};
