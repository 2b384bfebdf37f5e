import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { TodayContext } from '../../../features/people/index.ts';
import { peopleHandlers, storyFamily, storyToday } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../../shared/stories/index.ts';
import { Page } from './FamiliesShowPage.tsx';

/** A member's role and age as the family page joins them. */
const roleAndAge = (role: 'spouse' | 'child', age: number) =>
  `${t(`people:families.show.role.${role}`)} · ${t('people:families.show.age', { count: age })}`;

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { familyRequests?: string[] };
shared.familyRequests ??= [];
const requests = shared.familyRequests;

const meta = {
  title: 'Screens/People/Family',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.FamiliesShow, url: '/families/4', user: storyMember },
  // Ages are counted to a fixed day, so the pictures do not change with the day the stories run.
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
      peopleHandlers.family({ ...storyFamily, user_can: [] }, (url) =>
        requests.push(`${url.pathname}${url.search}`),
      ),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: a family, its members and their shared address. */
export const Overview: Story = {};

/**
 * The member's own family: each member once, with role and age, the address Margaret and Kofi share said
 * once above them, and Kwame, who lives elsewhere, with his own; a member may not edit it.
 */
export const OwnFamily: Story = {
  name: 'Each member with role and age, the shared address once',
  tags: ['R-FAMILY-002'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Osei family' })).toBeVisible();
    const region = within(canvas.getByRole('region', { name: t('people:families.show.members') }));
    const members = region.getAllByRole('listitem');
    // Each member in one row: the name (a button that opens the pop-up), role and age, and an address only
    // when it is the member's own.
    await expect(members.map((member) => within(member).getByRole('button').textContent)).toEqual([
      'Mr Kwame Osei',
      'Mrs Margaret Ama Osei',
      'Kofi Osei',
    ]);
    const [kwame, margaret, kofi] = members as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(kwame).getByText(roleAndAge('spouse', 42))).toBeVisible();
    await expect(within(kwame).getByText('PO Box 2141, Kijabe, Kenya')).toBeVisible();
    await expect(within(margaret).getByText(roleAndAge('spouse', 40))).toBeVisible();
    await expect(within(kofi).getByText(roleAndAge('child', 7))).toBeVisible();
    await expect(region.getAllByRole('button')).toHaveLength(3);
    await expect(region.getAllByText(/12 Riverside Drive/)).toHaveLength(1);
    await expect(
      region.getByText(
        t('people:families.show.sharedAddress', { address: '12 Riverside Drive, Nairobi, 00100, Kenya' }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('people:families.show.edit') })).toBeNull();
    await expect(requests).toEqual(['/api/families/4?with_member_current_addresses=true']);
  },
};

/** Office staff who may edit the family get the edit link. */
export const Editable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family(storyFamily));
  },
  play: async ({ canvasElement }) => {
    const edit = await within(canvasElement).findByRole('link', { name: t('people:families.show.edit') });
    await expect(edit).toHaveAttribute('href', '/families/4/edit');
  },
};

/** A member's name opens the person pop-up, which leads to their profile. */
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
    await expect(within(dialog).getByRole('link', { name: t('people:popUp.viewProfile') })).toHaveAttribute(
      'href',
      '/person-profiles/21',
    );
  },
};

/** A family the server does not answer (unknown, or out of the reader's reach) is not found. */
export const AnotherFamily: Story = {
  args: { url: '/families/5' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};

/** On a phone Edit goes under the family's name and the members fit the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family(storyFamily));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 1, name: storyFamily.name });
    const edit = canvas.getByRole('link', { name: t('people:families.show.edit') });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('region', { name: t('people:families.show.members') })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
