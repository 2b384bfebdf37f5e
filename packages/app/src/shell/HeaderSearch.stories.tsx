import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../.storybook/story-text.ts';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
} from '../features/my-aim/stories/index.ts';
import { searchHandlers } from '../features/search/stories/index.ts';
import { storyOfficeStaff } from './stories/office-staff.ts';
import { ShellStory } from './stories/ShellStory.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share them.
const shared = globalThis as { headerSearchRequests?: URL[] };
const requests = () => shared.headerSearchRequests ?? [];

const meta = {
  title: 'Screens/Shell/Header search',
  component: ShellStory,
  args: { user: storyOfficeStaff, url: '/orgs/3/dashboard' },
  beforeEach: ({ msw }) => {
    shared.headerSearchRequests = [];
    msw.use(
      myAimHandlers.currentUser(storyOfficeStaff),
      myAimHandlers.profile(storyProfile),
      myAimHandlers.applications([storyApplication]),
      ...searchHandlers.answering((url) => requests().push(url)),
    );
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const patiently = { timeout: 5000 };
/** A person's status flag, and their member status, as a search result says them. */
const flag = (key: string) => t(`search:headerSearch.status.${key}`);
const memberStatus = (key: 'ACTIVE' | 'INACTIVE') => t(`search:headerSearch.memberStatus.${key}`);
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types into the header's search box, once its code has loaded. */
async function typeSearch(canvasElement: HTMLElement, text: string) {
  const input = await within(canvasElement).findByRole('combobox', { name: t('ui:search.label') }, patiently);
  await userEvent.click(input);
  await userEvent.keyboard(text);
  return bodyOf(canvasElement).findByRole('listbox', { name: t('ui:search.results') }, patiently);
}

/** Office staff search people, assignments, requisitions and papers from the desktop header. */
export const Results: Story = {
  name: 'Office staff search people, assignments, requisitions and papers',
  tags: ['R-SEARCH-001', 'R-SEARCH-002'],
  play: async ({ canvasElement }) => {
    const listbox = await typeSearch(canvasElement, 'an');
    const people = await within(listbox).findByRole(
      'group',
      { name: t('search:headerSearch.groups.people') },
      patiently,
    );
    const options = within(people).getAllByRole('option');
    // Six people match "an": the five the call asked for, then "Show more".
    await expect(options).toHaveLength(6);
    await expect(options[0]).toHaveTextContent(`Ana Silva${flag('is_full_term_member')}EUREAF`);
    await expect(options[0]).toHaveAttribute('href', '/person-profiles/31');
    await expect(options[2]).toHaveTextContent(
      `Mariana Okafor${flag('is_employee')}, ${flag('is_full_term_member')}EAF`,
    );
    await expect(options[3]).toHaveTextContent(`Diana Müller${memberStatus('INACTIVE')}EUR`);
    await expect(within(people).getByRole('option', { name: t('ui:search.showMore') })).toHaveAttribute(
      'href',
      '/orgs/3/members-directory?search=an',
    );
    // An assignment found says its number and assignee, what it is for under them, and has no Show more.
    const assignments = within(listbox).getByRole('group', {
      name: t('search:headerSearch.groups.assignments'),
    });
    const [assignment, ...otherAssignments] = within(assignments).getAllByRole('option');
    await expect(otherAssignments).toHaveLength(0);
    await expect(assignment).toHaveTextContent(
      `${t('search:headerSearch.assignments.title', { public_id: '1061', name: 'Ana Silva' })}Midwife at Tenwek Hospital`,
    );
    await expect(assignment).toHaveAttribute('href', '/assignments/1061');
    const requisitions = within(listbox).getByRole('group', {
      name: t('search:headerSearch.groups.requisitions'),
    });
    await expect(
      within(requisitions).getByRole('option', { name: 'Accountant, Nairobi Finance Office' }),
    ).toHaveAttribute('href', '/requisitions/5013');
    await expect(within(requisitions).getByRole('option', { name: t('ui:search.showMore') })).toHaveAttribute(
      'href',
      '/requisitions?search=an',
    );
    const papers = within(listbox).getByRole('group', { name: t('search:headerSearch.groups.papers') });
    const paper = within(papers).getAllByRole('option')[0];
    await expect(paper).toHaveTextContent(
      t('search:headerSearch.papers.lastUpdated', {
        date: formatDisplayTimestamp('2026-10-03T09:00:00Z', toLanguage(storyLanguage())),
      }),
    );
    await expect(paper).toHaveAttribute('href', '/vision-strategy-papers/3011');
    await expect(within(papers).getByRole('option', { name: t('ui:search.showMore') })).toHaveAttribute(
      'href',
      '/vision-strategy-papers?search=an',
    );
    // The four calls, once each for the whole word typed.
    const asked = requests().map((url) => `${url.pathname}${decodeURIComponent(url.search)}`);
    await expect(asked.sort()).toEqual([
      '/api/assignments?per_page=5&search=an',
      '/api/person-profiles?with_status=true&per_page=5&search=an',
      '/api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=an',
      '/api/vision-strategy-papers?per_page=5&sort=-last_updated&search=an',
    ]);
  },
};

/** A person result's parts: its name, the status text and the organisation codes shown apart under it. */
function personResult(option: HTMLElement) {
  const [title, meta] = option.children;
  const tags = [...(meta?.children ?? [])];
  return {
    name: title?.textContent,
    // The status is the meta line's own text, before the codes.
    status: [...(meta?.childNodes ?? [])]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
    codes: tags.map((tag) => tag.textContent),
  };
}

/** A person found shows their status text and their mobilising organisations' codes. */
export const PeopleResultsShowStatusAndCodes: Story = {
  name: 'A person found shows status and organisation codes',
  tags: ['R-SEARCH-005'],
  play: async ({ canvasElement }) => {
    const listbox = await typeSearch(canvasElement, 'an');
    const people = await within(listbox).findByRole(
      'group',
      { name: t('search:headerSearch.groups.people') },
      patiently,
    );
    const [ana, anatole, mariana, diana, susana] = within(people).getAllByRole('option');
    // Status flags as text in the spec's order, else the member status; the codes of the organisations
    // that mobilise the person (3 is EUR, 7 is EAF) in the order the profile lists them.
    await expect(personResult(ana as HTMLElement)).toEqual({
      name: 'Ana Silva',
      status: flag('is_full_term_member'),
      codes: ['EUR', 'EAF'],
    });
    await expect(personResult(anatole as HTMLElement)).toEqual({
      name: 'Anatole Dubois',
      status: flag('is_full_term_applicant'),
      codes: ['EUR'],
    });
    await expect(personResult(mariana as HTMLElement)).toEqual({
      name: 'Mariana Okafor',
      status: `${flag('is_employee')}, ${flag('is_full_term_member')}`,
      codes: ['EAF'],
    });
    await expect(personResult(diana as HTMLElement)).toEqual({
      name: 'Diana Müller',
      status: memberStatus('INACTIVE'),
      codes: ['EUR'],
    });
    await expect(personResult(susana as HTMLElement)).toEqual({
      name: 'Susana García',
      status: memberStatus('ACTIVE'),
      codes: ['EUR'],
    });
  },
};

export const MemberHasNoSearch: Story = {
  name: 'A member without office staff status has no search',
  tags: ['R-SEARCH-001'],
  args: { user: storyMember, url: '/my-aim' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: t('shell:nav.myAim.dashboard') }, patiently);
    await expect(canvas.queryByRole('combobox', { name: t('ui:search.label') })).toBeNull();
  },
};

export const NoResults: Story = {
  name: 'An empty result says so',
  play: async ({ canvasElement }) => {
    const listbox = await typeSearch(canvasElement, 'zzz');
    await waitFor(() => expect(listbox).toHaveTextContent(t('ui:search.noResults')), patiently);
    await expect(listbox).toHaveTextContent(t('ui:search.noResultsHint'));
  },
};

export const SearchFails: Story = {
  name: 'A failed search shows the generic error page',
  tags: ['R-SEARCH-010'],
  beforeEach: ({ msw }) => {
    msw.use(searchHandlers.requisitionsFailing());
  },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole(
      'combobox',
      { name: t('ui:search.label') },
      patiently,
    );
    await userEvent.click(input);
    await userEvent.keyboard('ana');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('ui:genericError.title') }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui:genericError.text'))).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t('ui:search.label') })).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'On a phone the search is in the mobile menu',
  tags: ['R-SEARCH-002'],
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui:nav.mobile.open') }));
    // The box spans the menu's column like the navigation under it, before it is used too.
    const box = (await canvas.findByRole('combobox', { name: t('ui:search.label') }, patiently))
      .parentElement as HTMLElement;
    const column = box.parentElement as HTMLElement;
    const { paddingLeft, paddingRight } = getComputedStyle(column);
    await expect(box.getBoundingClientRect().width).toBeCloseTo(
      column.clientWidth - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight),
      0,
    );
    const listbox = await typeSearch(canvasElement, 'kijabe');
    const requisitions = await within(listbox).findByRole(
      'group',
      { name: t('search:headerSearch.groups.requisitions') },
      patiently,
    );
    await expect(within(requisitions).getByRole('option', { name: 'Nurse, Kijabe Hospital' })).toBeVisible();
    await expect(
      within(listbox).queryByRole('group', { name: t('search:headerSearch.groups.people') }),
    ).toBeNull();
    const input = canvas.getByRole('combobox', { name: t('ui:search.label') });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(requisitions).getByRole('option', { name: 'Nurse, Kijabe Hospital' }).id,
    );
    // Escape closes the results, focus stays in the box, and the menu stays open.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('listbox')).toBeNull(), patiently);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.getByRole('button', { name: t('ui:nav.mobile.close') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Editing the text opens them again; the page's axe check runs with them open.
    await userEvent.keyboard('{Backspace}');
    await within(
      await bodyOf(canvasElement).findByRole('listbox', { name: t('ui:search.results') }, patiently),
    ).findByRole('option', { name: 'Nurse, Kijabe Hospital' }, patiently);
  },
};
