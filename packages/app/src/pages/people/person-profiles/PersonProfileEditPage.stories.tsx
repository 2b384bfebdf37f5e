import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
  storyProfileForm,
} from '../../../features/my-aim/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory, shellSettled } from '../../../shared/stories/index.ts';
import { containing } from '../../../shared/stories/textPatterns.ts';
import { Page } from './PersonProfileEditPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { profileEditSaves?: unknown[] };
shared.profileEditSaves ??= [];
const saves = shared.profileEditSaves;

const meta = {
  title: 'Screens/People/Edit person profile',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfilesEdit,
    url: '/person-profiles/21/edit',
    user: storyMember,
  },
  beforeEach: ({ msw }) => {
    saves.length = 0;
    localStorage.clear();
    msw.use(
      myAimHandlers.profile(storyProfile),
      myAimHandlers.profileForm(storyProfileForm),
      myAimHandlers.profileSave((body) => saves.push(body)),
      myAimHandlers.countries(),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the profile's form with the person's answers. */
export const Overview: Story = {};

/** The server's form with the member's answers; a changed answer is saved on its own as the member types. */
export const Autosave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('myAim:personProfileEdit.title') }),
    ).toBeVisible();
    const knownAs = await canvas.findByRole('textbox', { name: 'Known as' });
    await expect(knownAs).toHaveValue('Maggie');
    await userEvent.clear(knownAs);
    await userEvent.type(knownAs, 'Meg');
    await userEvent.tab();
    await waitFor(() => expect(saves).toContainEqual({ answers: { knownAs: 'Meg' } }), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: t('myAim:personProfileEdit.done') })).toHaveAttribute(
      'href',
      '/person-profiles/21',
    );
  },
};

const homeAddress = {
  type: 'HA',
  addressLineOne: '12 Riverside Drive',
  city: 'Nairobi',
  postCode: '00100',
  country: 'KE',
};

/** An address of the form names its country from the countries reference list. */
export const AddressCountry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profileForm({
        ...storyProfileForm,
        pages: [
          {
            id: 1,
            sections: [
              {
                id: 1,
                title: 'Addresses',
                hidden: false,
                nodes: [
                  {
                    type: 'SingleQuestion',
                    question: {
                      label: 'Home address',
                      input: {
                        name: 'homeAddress',
                        fieldName: 'homeAddress',
                        fieldType: 'Address',
                        label: 'Home address',
                        constraints: [],
                        hasMultipleAnswers: false,
                      },
                      answers: [homeAddress],
                    },
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: t('ui:address.addressLineOne') })).toHaveValue(
      '12 Riverside Drive',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: containing(t('ui:address.country')) })).toHaveTextContent(
        'Kenya',
      ),
    );
  },
};

/** A person the viewer may not reach (the server answers 404, as for an unknown id): NotFound, no form. */
export const OutOfReach: Story = {
  args: { url: '/person-profiles/99/edit' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('getPersonProfile', { id: 99 }), () =>
        HttpResponse.json({ code: 'not_found', message: 'Not found', requestId: 'story' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('ui:notFound.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('myAim:personProfileEdit.title') })).toBeNull();
  },
};

/** The member editing her profile under the My AIM tab, its sidebar listing her application. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.applications([storyApplication]));
  },
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await within(main).findByDisplayValue('Maggie');
    await shellSettled(canvasElement, { sidebarLink: new RegExp(storyApplication.title) });
  },
};
