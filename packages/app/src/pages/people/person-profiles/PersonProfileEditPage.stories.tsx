import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswPath } from '../../../api/msw-path.ts';
import {
  myAimHandlers,
  storyMember,
  storyProfile,
  storyProfileForm,
} from '../../../features/my-aim/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { clearLiveAnnouncements, PageStory } from '../../../shared/stories/index.ts';
import { Page } from './PersonProfileEditPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { profileEditSaves?: unknown[] };
shared.profileEditSaves ??= [];
const saves = shared.profileEditSaves;

const meta = {
  title: 'App/People/Person profile edit',
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
    return clearLiveAnnouncements();
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's form with the member's answers; a changed answer is saved on its own as the member types. */
export const Autosave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    const knownAs = await canvas.findByRole('textbox', { name: 'Known as' });
    await expect(knownAs).toHaveValue('Maggie');
    await userEvent.clear(knownAs);
    await userEvent.type(knownAs, 'Meg');
    await userEvent.tab();
    await waitFor(() => expect(saves).toContainEqual({ answers: { knownAs: 'Meg' } }), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/person-profiles/21');
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
    await expect(await canvas.findByRole('textbox', { name: 'Address line 1' })).toHaveValue(
      '12 Riverside Drive',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Kenya'));
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
      await canvas.findByRole('heading', { level: 1, name: 'Oops! Page Not Found.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Edit profile' })).toBeNull();
  },
};
