import { formatDisplayDate, formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import { assetService, storyAttachments } from '../../../features/assets/stories/index.ts';
import { recordHistoryService } from '../../../features/history/stories/index.ts';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
} from '../../../features/my-aim/stories/index.ts';
import { TodayContext } from '../../../features/people/index.ts';
import {
  peopleHandlers,
  storyMemberships,
  storyOfficeStaff,
  storyToday,
} from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import {
  atPhoneWidth,
  expectNoSidewaysScroll,
  PageStory,
  shellSettled,
} from '../../../shared/stories/index.ts';
import { Page } from './PersonProfilePage.tsx';

/** A stored date, and a stored moment, as the profile shows them in the story's language. */
const date = (value: string) => formatDisplayDate(value, toLanguage(storyLanguage()));
const moment = (value: string) => formatDisplayTimestamp(value, toLanguage(storyLanguage()));

const meta = {
  title: 'Screens/People/Person profile',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.PersonProfilesShow, url: '/person-profiles/21', user: storyMember },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyToday}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile(storyProfile),
      myAimHandlers.countries(),
      peopleHandlers.memberships(storyMemberships),
      ...assetService(storyAttachments),
      ...recordHistoryService(),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: a member on their own profile. */
export const Overview: Story = {};

export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('myAim:personProfile.fields.dateOfBirthWithAge', { date: date('1986-05-14'), age: 40 }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('AIM Europe')).toBeVisible();
    await expect(canvas.getByText('Nairobi Schools Team, Nairobi, Kenya')).toBeVisible();
    // Nationalities by their country's name; a code the countries list does not name stays a code.
    await expect(await canvas.findByText('GH, United Kingdom')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('myAim:personProfile.edit') })).toHaveAttribute(
      'href',
      '/person-profiles/21/edit',
    );
    await expect(canvas.getByRole('link', { name: t('people:assignmentHistory.link') })).toHaveAttribute(
      'href',
      '/person-profiles/21/assignment-history',
    );
  },
};

/** The office's view on a phone: Edit under the name, the sections one under another, nothing wider than the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' });
    const edit = canvas.getByRole('link', { name: t('myAim:personProfile.edit') });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const personal = canvas
      .getByRole('region', { name: t('myAim:personProfile.sections.personal') })
      .getBoundingClientRect();
    const contact = canvas
      .getByRole('region', { name: t('myAim:personProfile.sections.contact') })
      .getBoundingClientRect();
    await expect(contact.top).toBeGreaterThan(personal.bottom);
    await expectNoSidewaysScroll();
  },
};

/** On a wide screen the member status sits beside the name, Edit at the end of its line, and the sections two to a row. */
export const AtWideScreen: Story = {
  parameters: {
    viewport: {
      options: { w1280: { name: '1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'w1280', isRotated: false } },
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' });
    const status = canvas.getByText(t('ui:status.memberStatus.ACTIVE'), { selector: 'span' });
    await expect(status.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
    const edit = canvas.getByRole('link', { name: t('myAim:personProfile.edit') });
    await expect(edit.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom);
    const personal = canvas
      .getByRole('region', { name: t('myAim:personProfile.sections.personal') })
      .getBoundingClientRect();
    const contact = canvas
      .getByRole('region', { name: t('myAim:personProfile.sections.contact') })
      .getBoundingClientRect();
    await expect(contact.top).toBe(personal.top);
    await expect(contact.left).toBeGreaterThan(personal.right);
    await expectNoSidewaysScroll();
  },
};

const personalValue = (canvasElement: HTMLElement, term: string) =>
  [
    ...within(canvasElement)
      .getByRole('region', { name: t('myAim:personProfile.sections.personal') })
      .querySelectorAll('dt'),
  ].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

/** What colleagues call the person is said once, as "Known as" among the personal details, not again by the name. */
export const KnownAsOnce: Story = {
  name: 'Known as is said once, beside the preferred name it gives',
  tags: ['R-ENTITY-008'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' });
    await expect(personalValue(canvasElement, t('myAim:personProfile.fields.knownAs'))).toBe('Maggie');
    await expect(personalValue(canvasElement, t('myAim:personProfile.fields.preferredName'))).toBe('Maggie');
    await expect(canvas.queryByText(/Known to colleagues/)).toBeNull();
  },
};

/** Without a Known as, the preferred name is the first name and Known as reads "Not set", nothing claiming otherwise. */
export const NotKnownAs: Story = {
  name: 'Without Known as, the preferred name is the first name',
  tags: ['R-ENTITY-008'],
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...storyProfile, knownAs: null, preferredShortName: 'Margaret' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Mrs Margaret Ama Osei' });
    await expect(personalValue(canvasElement, t('myAim:personProfile.fields.knownAs'))).toBe(
      t('ui:descriptionList.notSet'),
    );
    await expect(personalValue(canvasElement, t('myAim:personProfile.fields.preferredName'))).toBe(
      'Margaret',
    );
    await expect(canvas.queryByText(/Known to colleagues/)).toBeNull();
  },
};

/** The family is named without "you": the page may be about anyone. */
export const FamilyLinkWording: Story = {
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const family = within(
      await within(canvasElement).findByRole('region', { name: t('myAim:personProfile.sections.family') }),
    );
    await expect(family.getByRole('link', { name: t('myAim:personProfile.family.view') })).toHaveAttribute(
      'href',
      '/families/4',
    );
  },
};

export const NoFamilyWording: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...storyProfile, familyId: null, familyName: null }));
  },
  play: async ({ canvasElement }) => {
    const family = within(
      await within(canvasElement).findByRole('region', { name: t('myAim:personProfile.sections.family') }),
    );
    await expect(family.getByText(t('myAim:personProfile.family.empty'))).toBeVisible();
  },
};

/** Office staff of an organisation mobilising the person also get reassign responsibilities and its security groups. */
export const OfficeStaffLinks: Story = {
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(
      await canvas.findByRole('region', { name: t('myAim:personProfile.sections.mobilisation') }),
    ).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t('people:assignmentHistory.link'), '/person-profiles/21/assignment-history'],
      [t('people:exploringAssignments.title'), '/person-profiles/21/assignments'],
      [t('people:reassignResponsibilities.title'), '/person-profiles/21/reassign-responsibilities'],
      [
        t('people:securityGroupOnboarding.linkIn', { organisation: 'AIM Europe' }),
        '/orgs/3/person-profiles/21/security-group-onboarding',
      ],
    ]);
  },
};

/** An id the server does not answer (unknown or out of scope) is not found. */
export const NotFound: Story = {
  args: { url: '/person-profiles/99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};

/** The person's memberships, newest start first, each type in its badge colour. */
export const Memberships: Story = {
  name: 'The memberships of the person, newest start first',
  tags: ['R-MEMBERSHIP-007'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: t('people:memberships.heading') });
    const items = await within(card).findAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      t('ui:badge.membership.AFFILIATE'),
      t('ui:badge.membership.FULL_TERM'),
      t('ui:badge.membership.SHORT_TERM'),
    ]);
    // Month and year of the start, and how far both dates are from the story's today, as the browser says them.
    const relative = new Intl.RelativeTimeFormat(storyLanguage(), { numeric: 'auto' });
    const february2025 = new Intl.DateTimeFormat(storyLanguage(), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(2025, 1, 1));
    await expect(items[1]).toHaveTextContent(
      `${t('people:memberships.starts', { date: february2025, relative: relative.format(-1, 'year') })} · ${t(
        'people:memberships.ends',
        { date: date('2028-01-31'), relative: relative.format(1, 'year') },
      )}`,
    );
  },
};

export const NoMemberships: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.memberships([]));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: t('people:memberships.heading') });
    await expect(await within(card).findByText(t('people:memberships.empty'))).toBeVisible();
  },
};

export const MembershipsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.refused('listMemberships'));
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: t('people:memberships.heading') });
    await expect(await within(card).findByText(t('people:memberships.error'))).toBeVisible();
    await expect(within(card).getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

const address = (
  id: number,
  type: 'FLD' | 'HA' | 'CORR' | 'OTH' | 'PER',
  addressLineOne: string,
  city: string,
  country: string,
) => ({ id, type, value: { addressLineOne, addressLineTwo: '', city, country, postCode: '00100' } });

/** Every field of the full profile: addresses of the five types, positions, appointments, status and account. */
export const FullProfile: Story = {
  name: 'Full profile: addresses, positions, flags, derived values',
  tags: ['R-ENTITY-010'],
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile({
        ...storyProfile,
        addresses: [
          address(41, 'FLD', 'PO Box 2141', 'Kijabe', 'KE'),
          address(42, 'HA', '4 Mill Lane', 'Lima', 'PE'),
          address(43, 'CORR', '12 Riverside Drive', 'Nairobi', 'KE'),
          address(44, 'OTH', '9 Quay Street', 'Callao', 'PE'),
          address(45, 'PER', '1 Church Road', 'Kumasi', 'GH'),
        ],
        positions: [
          { id: 1, name: 'School principal', removed: false },
          { id: 2, name: 'Treasurer', removed: true },
        ],
        appointments: [
          {
            application_id: 61,
            appointee_id: 21,
            term_type: 'FULL_TERM',
            appointment_date: '2024-11-04',
            appointed_by: 5,
          },
        ],
        is_employee: true,
        isAdmin: true,
        isEmployee: true,
        invitedOn: '2024-03-05T10:00:00Z',
        language: 'fr',
        permanentResidency: 'KE',
      }),
      // The names lookup of the appointing users (9999 a page).
      http.get(mswPath('listPersonProfiles'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const found = query.get('user') === '5' && query.get('per_page') === '9999';
        const data = found ? [{ id: 7, userId: 5, firstName: 'Kofi', lastName: 'Mensah' }] : [];
        return HttpResponse.json({
          data,
          total: data.length,
          from: data.length ? 1 : null,
          to: data.length || null,
          per_page: 9999,
          current_page: 1,
          last_page: 1,
          links: [],
          next_page_url: null,
          prev_page_url: null,
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const addresses = await canvas.findByRole('region', { name: t('people:profile.addresses.heading') });
    const terms = [...addresses.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual([
      t('myAim:personProfile.fields.currentAddress'),
      t('ui:address.types.FLD'),
      t('ui:address.types.HA'),
      t('ui:address.types.CORR'),
      t('ui:address.types.OTH'),
      t('ui:address.types.PER'),
    ]);
    await expect(await within(addresses).findByText('PO Box 2141, Kijabe, 00100, Kenya')).toBeVisible();
    await expect(within(addresses).getByText('1 Church Road, Kumasi, 00100, GH')).toBeVisible();
    const positions = canvas.getByRole('region', { name: t('people:profile.positions.heading') });
    await waitFor(() =>
      expect(
        within(positions)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'School principal',
        `Treasurer ${t('ui:personCard.removed')}`,
        `${t('people:profile.positions.appointment', {
          termType: t('myAim:shared.termType.FULL_TERM'),
          date: date('2024-11-04'),
        })} ${t('people:profile.positions.appointedBy', { name: 'Kofi Mensah' })}`,
      ]),
    );
    const status = canvas.getByRole('region', { name: t('people:profile.status.heading') });
    const value = (term: string) =>
      [...status.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent;
    await expect(value(t('people:profile.status.flags'))).toBe(
      `${t('people:profile.flags.is_employee')}, ${t('people:profile.flags.is_full_term_member')}`,
    );
    await expect(value(t('people:profile.status.ageGroups'))).toBe(t('people:profile.status.none'));
    await expect(value(t('people:profile.status.initials'))).toBe('MO');
    await expect(value(t('people:profile.status.isAdmin'))).toBe(t('myAim:shared.yes'));
    // She signs in, so her account is shown instead of the invite that led to it.
    await expect(value(t('people:profile.status.account'))).toBe(
      t('people:profile.status.hasAccountSince', { date: moment('2024-03-02T09:00:00Z') }),
    );
    await expect(value(t('people:profile.status.invitedOn'))).toBeUndefined();
    await expect(value(t('people:profile.status.language'))).toBe(
      new Intl.DisplayNames([storyLanguage()], { type: 'language' }).of('fr'),
    );
    await waitFor(() => expect(value(t('people:profile.status.permanentResidency'))).toBe('Kenya'));
  },
};

/** A person of the office staff's organisation who has no account yet, with an e-mail address. */
const invitee = { ...storyProfile, userId: null, userCreatedAt: null, invitedOn: null };

const statusValue = (canvasElement: HTMLElement, term: string) =>
  [
    ...within(canvasElement)
      .getByRole('region', { name: t('people:profile.status.heading') })
      .querySelectorAll('dt'),
  ].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

/** Office staff send the invite; it says when, and the profile, read again, shows the date. */
export const SendInvite: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    let invitedOn: string | null = null;
    msw.use(
      http.get(mswPath('getPersonProfile'), () => HttpResponse.json({ ...invitee, invitedOn })),
      peopleHandlers.invite(() => {
        invitedOn = '2026-11-26T10:00:00Z';
        return HttpResponse.json({ invitedOn });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('people:profile.invite.send') }));
    const sent = await canvas.findByText(
      t('people:profile.invite.sent', { date: moment('2026-11-26T10:00:00Z') }),
    );
    await expect(sent.closest('[role="status"]')).not.toBeNull();
    await expect(
      await canvas.findByRole('button', { name: t('people:profile.invite.sendAgain') }),
    ).toBeVisible();
    await expect(statusValue(canvasElement, t('people:profile.status.invitedOn'))).toBe(
      moment('2026-11-26T10:00:00Z'),
    );
  },
};

/** Invited before: the button sends a new link. */
export const InviteSentBefore: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...invitee, invitedOn: '2026-11-20T09:00:00Z' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('people:profile.invite.sendAgain') }),
    ).toBeVisible();
    await expect(statusValue(canvasElement, t('people:profile.status.invitedOn'))).toBe(
      moment('2026-11-20T09:00:00Z'),
    );
  },
};

/** Too many invites of the person just now (429): it says to try again later. */
export const InviteRateLimited: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile(invitee),
      peopleHandlers.invite(() =>
        HttpResponse.json(
          { code: 'rate_limited', message: 'Too many attempts: try again later.', requestId: 'story' },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('people:profile.invite.send') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('people:profile.invite.problem.title'));
    await expect(alert).toHaveTextContent(t('people:profile.invite.problem.rateLimited'));
  },
};

/** The e-mail address went missing since the page loaded (422 on email): it says to add one first. */
export const InviteWithoutEmail: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile(invitee),
      peopleHandlers.invite(() =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            errors: { email: ['is not set: add an e-mail address to the person before sending the invite'] },
            requestId: 'story',
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('people:profile.invite.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('people:profile.invite.problem.noEmail'),
    );
  },
};

/** No invite for a person without an e-mail address, nor for one with an account. */
export const NoInvite: Story = {
  args: { user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(
      myAimHandlers.profile({
        ...invitee,
        aimPositionalEmail: null,
        aimPersonalEmail: null,
        aimAlternativeEmail: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: t('people:profile.status.heading') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('people:profile.invite.send') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('people:profile.invite.sendAgain') })).toBeNull();
  },
};

/** The member's own profile under the My AIM tab, its sidebar listing her application. */
export const InTheShell: Story = {
  name: 'In the shell',
  args: { inShell: true },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.applications([storyApplication]));
  },
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /Margaret Ama Osei/ });
    await within(main).findByText('AIM Europe');
    await shellSettled(canvasElement, { sidebarLink: new RegExp(storyApplication.title) });
  },
};

/** A system admin: the person's data downloads, and the danger zone purges a person who has left. */
const storyAdmin = { ...storyOfficeStaff, is_admin: true };

/** "Download their data" for office staff of the person's organisation, under Status and account. */
export const DownloadTheirData: Story = {
  args: { user: storyOfficeStaff },
  play: async ({ canvasElement }) => {
    const status = within(
      await within(canvasElement).findByRole('region', { name: t('people:profile.status.heading') }),
    );
    await expect(status.getByRole('button', { name: t('people:personData.download') })).toBeVisible();
    // Only admins purge.
    await expect(
      within(canvasElement).queryByRole('button', { name: t('people:personData.purge.open') }),
    ).toBeNull();
  },
};

/**
 * The danger zone's dialog: the name to type is shown, and a name typed wrong is said at the field
 * without calling the server.
 */
export const PurgeDialog: Story = {
  args: { user: storyAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('people:personData.purge.open') }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: t('people:personData.purge.title') }),
    );
    const field = dialog.getByRole('textbox', {
      name: t('people:personData.purge.typeName', { name: 'Margaret Osei' }),
    });
    await userEvent.type(field, 'Margaret');
    await userEvent.click(dialog.getByRole('button', { name: t('people:personData.purge.confirm') }));
    await expect(await dialog.findByText(t('people:personData.purge.mismatch'))).toBeVisible();
  },
};

/** The server refuses (an assignment under way): its words show in the dialog, and nothing changes. */
export const PurgeRefused: Story = {
  args: { user: storyAdmin },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswPath('purgePersonProfile'), () =>
        HttpResponse.json(
          {
            code: 'purge_has_assignment',
            message:
              'This person has an active or planned assignment: end or remove it before purging their data.',
            requestId: 'story',
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('people:personData.purge.open') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'margaret osei');
    await userEvent.click(dialog.getByRole('button', { name: t('people:personData.purge.confirm') }));
    await expect(
      await dialog.findByText(
        'This person has an active or planned assignment: end or remove it before purging their data.',
      ),
    ).toBeVisible();
  },
};
