import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  leaveFormServer,
  leaveServer,
  storyLeaveForm,
} from '../../features/leave-and-travel/stories/index.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../features/my-aim/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { Page as EditPage } from './LeaveRequestsEditPage.tsx';
import { Page } from './PersonProfileLeaveRequestsCreatePage.tsx';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { leaveFormCalls?: { method: string; url: string; body?: unknown }[] };
shared.leaveFormCalls ??= [];
const calls = shared.leaveFormCalls;
const log = (method: string, url: URL, body?: unknown) =>
  calls.push({ method, url: `${url.pathname}${url.search}`, ...(body === undefined ? {} : { body }) });
const lt = (key: string, options?: Record<string, unknown>) =>
  t(`leaveAndTravel:leaveAndTravel.${key}`, options);

const meta = {
  title: 'Screens/Leave and travel/Request and edit leave',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfileLeaveRequestsCreate,
    url: '/person-profiles/21/leave-requests/create',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(myAimHandlers.profile(storyProfile), ...leaveFormServer(storyLeaveForm(), log), ...leaveServer());
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Requesting leave for Margaret Osei, before anything is typed. */
export const Overview: Story = {};

/**
 * The blank form is the person's (`?person_profile=21`); the first answer creates the request for them,
 * its answers wrapped under `answers` as every entity's but the five the form engine sends bare, and
 * "Go to leave request" is then offered.
 */
export const Create: Story = {
  name: 'The first answer creates the request for the person',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: lt('form.createTitle.leave_request') }),
    ).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Destination/ }), 'Kumasi, Ghana');
    await userEvent.tab();
    await waitFor(
      () =>
        expect(calls).toContainEqual({
          method: 'POST',
          url: '/api/leave-requests?person_profile=21',
          body: { answers: { destination: 'Kumasi, Ghana' } },
        }),
      { timeout: 5000 },
    );
    await expect(calls[0]).toEqual({ method: 'GET', url: '/api/leave-requests/form?person_profile=21' });
    await expect(
      await canvas.findByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: lt('form.entityLabel.leave_request') }),
      }),
    ).toBeVisible();
    // The "Saved" indicator clears after 2 seconds: the picture is taken once it has.
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Editing a request its reader may change: its form with the answers given, and Done back to it. */
export const Edit: Story = {
  name: 'Editing a leave request',
  args: { page: EditPage, path: routePaths.LeaveRequestsEdit, url: '/leave-requests/71/edit' },
  beforeEach: ({ msw }) => {
    msw.use(...leaveFormServer(storyLeaveForm('Kumasi, Ghana'), log));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Destination/ })).toHaveValue('Kumasi, Ghana');
    await expect(canvas.getByRole('link', { name: lt('form.done') })).toHaveAttribute(
      'href',
      '/leave-requests/71',
    );
    await expect(calls).toContainEqual({ method: 'GET', url: '/api/leave-requests/71/form' });
  },
};
