import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { myAimHandlers, storyMember, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { peopleHandlers, storyFamily } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { Page } from './FamiliesShowPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { familyRequests?: string[] };
shared.familyRequests ??= [];
const requests = shared.familyRequests;

const meta = {
  title: 'App/People/Family',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.FamiliesShow, url: '/families/4', user: storyMember },
  beforeEach: ({ msw }) => {
    requests.length = 0;
    msw.use(
      peopleHandlers.family({ ...storyFamily, user_can: [] }, (url) =>
        requests.push(`${url.pathname}${url.search}`),
      ),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's own family: every member with their current address; a member may not edit it. */
export const OwnFamily: Story = {
  name: 'R-FAMILY-002 the family and its members with their current addresses',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Osei family' })).toBeVisible();
    const members = within(canvas.getByRole('region', { name: 'Members' })).getAllByRole('listitem');
    await expect(members.map((member) => member.textContent)).toEqual([
      'Mrs Margaret Ama Osei12 Riverside Drive, Nairobi, 00100, KenyaMrs Margaret Ama Osei’s profile',
      'Mr Kwame OseiPO Box 2141, Kijabe, KenyaMr Kwame Osei’s profile',
      'Kofi OseiNo current addressKofi Osei’s profile',
    ]);
    await expect(canvas.getByRole('link', { name: 'Kofi Osei’s profile' })).toHaveAttribute(
      'href',
      '/person-profiles/23',
    );
    await expect(canvas.queryByRole('link', { name: 'Edit family' })).toBeNull();
    await expect(requests).toEqual(['/api/families/4?with_member_current_addresses=true']);
  },
};

/** Office staff who may edit the family get the edit link. */
export const Editable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family(storyFamily));
  },
  play: async ({ canvasElement }) => {
    const edit = await within(canvasElement).findByRole('link', { name: 'Edit family' });
    await expect(edit).toHaveAttribute('href', '/families/4/edit');
  },
};

/** A member's name opens the person pop-up. */
export const MemberPopUp: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile(storyProfile),
      myAimHandlers.applications([]),
      peopleHandlers.assignments([]),
      peopleHandlers.memberships([]),
    );
  },
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByRole('button', { name: 'Mrs Margaret Ama Osei' });
    await userEvent.click(name);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Mrs Margaret Ama Osei',
    });
    await expect(
      await within(dialog).findByRole('link', { name: 'maggie.osei@aim.example.org' }),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Osei family' })).toBeVisible());
  },
};

/** A family the server does not answer (unknown, or out of the reader's reach) is not found. */
export const AnotherFamily: Story = {
  args: { url: '/families/5' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  },
};
