import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { myAimHandlers, storyApplication, storyMember, storyProfile } from '../../my-aim/stories/index.ts';
import { storyActiveAssignment, storyFamily, storyMemberships, storyToday } from '../stories/fixtures.ts';
import { peopleHandlers } from '../stories/handlers.ts';
import { TodayContext } from '../today.tsx';
import { PersonName } from './PersonName.tsx';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { popUpRequests?: string[] };
shared.popUpRequests ??= [];
const requests = shared.popUpRequests;
const record = (url: URL) => void requests.push(`${url.pathname}${url.search}`);

/** A line of a page that names a person. */
function NamedPerson() {
  return (
    <p>
      Reported by <PersonName personId={storyProfile.id} name="Margaret Osei" />
    </p>
  );
}

const openPopUp = async (canvasElement: HTMLElement) => {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button', { name: 'Margaret Osei' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
};

/** A membership's start as the list says it: month and year, and how long ago, as the browser words them. */
const startText = (year: number, month: number, ago: number, unit: Intl.RelativeTimeFormatUnit) =>
  t('people:memberships.starts', {
    date: new Intl.DateTimeFormat(storyLanguage(), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, 1)),
    relative: new Intl.RelativeTimeFormat(storyLanguage(), { numeric: 'auto' }).format(ago, unit),
  });

const meta = {
  title: 'Screens/People/Person pop-up',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: NamedPerson, path: '/', url: '/', user: storyMember, appQueryClient: true },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyToday}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  beforeEach: ({ msw }) => {
    requests.length = 0;
    msw.use(
      myAimHandlers.currentUser(storyMember),
      myAimHandlers.profile({ ...storyProfile, isAdmin: true, invitedOn: '2024-03-05T10:00:00Z' }, (url) =>
        record(url),
      ),
      myAimHandlers.applications([storyApplication], record),
      peopleHandlers.family(storyFamily, record),
      peopleHandlers.assignments([storyActiveAssignment], record),
      peopleHandlers.memberships(storyMemberships, record),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile first, then family, applications, assignments, memberships. */
export const Opened: Story = {
  name: 'Opens on the profile, then loads the other sections',
  tags: ['R-POPUP-012', 'R-POPUP-013', 'R-POPUP-014'],
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Margaret Osei',
    });
    const popUp = within(dialog);
    await expect(
      await popUp.findByRole('heading', { level: 2, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(popUp.getByText(t('ui:badge.systemAdmin'))).toBeVisible();
    await expect(await popUp.findByRole('link', { name: 'Osei family' })).toHaveAttribute(
      'href',
      '/families/4',
    );
    await expect(await popUp.findByText('Teacher, Rift Valley Academy')).toBeVisible();
    await expect(await popUp.findByText('AIM Eastern Africa')).toBeVisible();
    await expect(
      await popUp.findByText(`${startText(2026, 8, -3, 'month')} · ${t('people:memberships.noEnd')}`),
    ).toBeVisible();
    // Newest start first, whatever order the server sent.
    const memberships = popUp.getByRole('heading', {
      level: 3,
      name: t('ui:personCard.memberships'),
    }).parentElement;
    await expect(
      [...(memberships?.querySelectorAll('li') ?? [])].map((item, index) =>
        item.textContent?.startsWith(
          t(`ui:badge.membership.${['AFFILIATE', 'FULL_TERM', 'SHORT_TERM'][index]}`),
        ),
      ),
    ).toEqual([true, true, true]);
    await waitFor(() => expect(requests).toHaveLength(5));
    await expect(requests[0]).toBe('/api/person-profiles/21');
    await expect([...requests.slice(1)].sort()).toEqual(
      [
        '/api/applications?applicant=21&status=IN_PROGRESS%2CON_HOLD&per_page=999',
        '/api/assignments?assignee=21&status=ACTIVE&is_abandoned=false&per_page=100',
        '/api/families/4',
        '/api/memberships?member=21&per_page=100',
      ].sort(),
    );
  },
};

export const ShowsTheFamily: Story = {
  name: "The person's family: its name, a link to it, its members",
  tags: ['R-POPUP-008'],
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Margaret Osei',
    });
    const heading = await within(dialog).findByRole('heading', { level: 3, name: t('ui:personCard.family') });
    const family = within(heading.closest('section') as HTMLElement);
    await expect(family.getByRole('link', { name: 'Osei family' })).toHaveAttribute('href', '/families/4');
    // Three members: the first one's avatar, then the other two counted.
    const members = family.getByRole('list', { name: t('people:popUp.familyMembers') });
    const avatars = within(members).getAllByRole('img');
    await expect(avatars).toHaveLength(1);
    await expect(avatars[0]).toHaveAccessibleName('Mrs Margaret Ama Osei');
    await expect(members).toHaveTextContent(t('ui:avatar.more', { count: 2 }));
    // The family of the profile's familyId.
    await expect(requests).toContain('/api/families/4');
  },
};

/** While the profile loads, the pop-up holds a placeholder and asks for nothing else. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.loading('getPersonProfile'));
  },
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Margaret Osei',
    });
    await expect(dialog.querySelector('[aria-busy="true"]')).toHaveTextContent(t('ui:personCard.loading'));
    await expect(requests).toEqual([]);
  },
};

/** Escape closes the pop-up and gives focus back to the name. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Margaret Osei' });
    await within(dialog).findByRole('heading', { level: 2, name: 'Mrs Margaret Ama Osei' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Margaret Osei' })).toHaveFocus(),
    );
  },
};

/** A failed family, applications, assignments or memberships load is logged, not shown. */
export const SectionsFailSilently: Story = {
  name: 'A section that fails to load is logged, not shown',
  tags: ['R-POPUP-015'],
  beforeEach: ({ msw }) => {
    msw.use(
      peopleHandlers.refused('getFamily'),
      peopleHandlers.refused('listApplications'),
      peopleHandlers.refused('listAssignments'),
      peopleHandlers.refused('listMemberships'),
    );
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Margaret Osei' });
    await expect(await within(dialog).findByRole('heading', { name: 'Mrs Margaret Ama Osei' })).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(4));
    for (const key of ['families', 'applications', 'assignments', 'memberships']) {
      await expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^Could not load \\["${key}"`)),
        expect.anything(),
      );
    }
    await expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const ProfileFails: Story = {
  name: 'A failed profile load opens the generic error modal',
  tags: ['R-POPUP-016'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswPath('getPersonProfile'), ({ request }) => {
        record(new URL(request.url));
        return HttpResponse.json(
          { code: 'server_error', message: 'Oops', requestId: 'story' },
          { status: 403 },
        );
      }),
    );
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await openPopUp(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const modal = await body.findByRole('alertdialog', { name: t('ui:genericErrorModal.title') });
    await expect(modal).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(requests).toEqual(['/api/person-profiles/21']);
  },
};
