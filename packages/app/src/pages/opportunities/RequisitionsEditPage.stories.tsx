import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { opportunitiesServer, storyRequisition } from '../../features/opportunities/stories/index.ts';
import { teamsServer } from '../../features/teams-and-units/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsEditPage.tsx';
import { Page as RequisitionsShowPage } from './RequisitionsShowPage.tsx';

const onWrite = fn();

const meta = {
  title: 'Screens/Opportunities/Edit a requisition',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.RequisitionsEdit,
    url: '/requisitions/5011/edit',
    user: storyOfficeStaff,
    leadsTo: [{ path: routePaths.RequisitionsShow, page: RequisitionsShowPage }],
  },
  beforeEach: ({ msw }) => {
    onWrite.mockClear();
    msw.use(...teamsServer(), ...opportunitiesServer({ requisitions: [storyRequisition], onWrite }));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const titleField = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('textbox', { name: new RegExp(`^${t('opportunities:opportunityForm.title')}`) });

/** The form over the requisition as read; saved at the version read, its page opens. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await titleField(canvas);
    await expect(title).toHaveValue('Nurse, Kijabe Hospital');
    await userEvent.clear(title);
    await userEvent.type(title, 'Theatre nurse, Kijabe Hospital');
    await userEvent.click(canvas.getByRole('button', { name: t('opportunities:opportunityForm.save') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Theatre nurse, Kijabe Hospital' }),
    ).toBeVisible();
    await expect(onWrite).toHaveBeenCalledWith(
      'updateRequisition',
      expect.objectContaining({ version: 1, title: 'Theatre nurse, Kijabe Hospital' }),
    );
  },
};

/** Someone saved it meanwhile (C2): the server's 409 is said, with a button that reads it again. */
export const ChangedMeanwhile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...opportunitiesServer({
        requisitions: [storyRequisition],
        refusal: {
          status: 409,
          code: 'stale_version',
          message: 'Someone else changed this record since you opened it.',
          errors: { version: ['is 2 now'] },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await titleField(canvas), ' (night shifts)');
    await userEvent.click(canvas.getByRole('button', { name: t('opportunities:opportunityForm.save') }));
    await expect(await canvas.findByText(t('opportunities:opportunityForm.stale.title'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('opportunities:opportunityForm.stale.reload') }),
    ).toBeVisible();
  },
};

/** A requisition the reader may not save (archived, or management's) is not found here. */
export const NotEditable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...opportunitiesServer({ requisitions: [{ ...storyRequisition, user_can: ['reopen'] }] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
