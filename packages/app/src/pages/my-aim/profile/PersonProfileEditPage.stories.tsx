import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMember, storyProfileForm } from '../../../features/my-aim/stories/fixtures.ts';
import { myAimHandlers } from '../../../features/my-aim/stories/handlers.ts';
import { PageStory } from '../../../features/my-aim/stories/PageStory.tsx';
import { routePaths } from '../../../routes/route-names.ts';
import { Page } from './PersonProfileEditPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { profileEditSaves?: unknown[] };
shared.profileEditSaves ??= [];
const saves = shared.profileEditSaves;

const meta = {
  title: 'App/My AIM/Person profile edit',
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
      myAimHandlers.profileForm(storyProfileForm),
      myAimHandlers.profileSave((body) => saves.push(body)),
    );
    return () => {
      // react-aria's announcer keeps pointing at ids of the unmounted story; the next axe check would fail.
      for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
        message.remove();
    };
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's form with the member's answers; a changed answer is saved on its own as the member types. */
export const Autosave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    const knownAs = await canvas.findByRole('textbox', { name: 'Known as' });
    await expect(knownAs).toHaveValue('Maggie');
    await userEvent.clear(knownAs);
    await userEvent.type(knownAs, 'Meg');
    await userEvent.tab();
    await waitFor(() => expect(saves).toContainEqual({ answers: { knownAs: 'Meg' } }), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/person-profiles/21');
  },
};
