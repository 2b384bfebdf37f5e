import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text as pageText, t } from '../../../../.storybook/story-text.ts';
import { languages } from '../i18n/languages.ts';
import { GlobalSearchBox, type GlobalSearchBoxProps, type SearchGroup } from './GlobalSearchBox.tsx';

type Search = GlobalSearchBoxProps['search'];

const people = [
  ['Ana Silva', 'Active', ['LIS']],
  ['Anatole Dubois', 'Applicant', ['LYO', 'MAD']],
  ['Joana Costa', 'On leave', ['LIS']],
  ['Mariana Okafor', 'Active', ['ACC']],
  ['Ana Chen', 'Alumni', ['LIS', 'ACC']],
  ['Diana Müller', 'Active', ['MAD']],
  ['Susana García', 'Applicant', ['MAD']],
] as const;
const requisitions = ['Nurse, Maputo clinic', 'Teacher, Lisbon school', 'Accountant, Accra office'];
const papers = ['Vision 2030: health', 'Strategy for Lisbon', 'Annual plan for Accra'];

const matching = (query: string) => (text: string) => text.toLowerCase().includes(query.toLowerCase());

/** A deterministic stand-in for the three searches (no network). */
const searchEverything = async (query: string): Promise<SearchGroup[]> => {
  const matches = matching(query);
  return [
    {
      id: 'people',
      title: 'People',
      showMoreHref: `/people?search=${encodeURIComponent(query)}`,
      results: people
        .map(([name, status, codes], index) => ({
          id: index,
          title: name,
          description: status,
          tags: codes,
          href: `/people/${index + 1}`,
        }))
        .filter((person) => matches(person.title)),
    },
    {
      id: 'requisitions',
      title: 'Requisitions',
      showMoreHref: `/requisitions?search=${encodeURIComponent(query)}`,
      results: requisitions
        .map((title, index) => ({ id: index, title, href: `/requisitions/${index + 1}` }))
        .filter((requisition) => matches(requisition.title)),
    },
    {
      id: 'papers',
      title: 'Vision strategy papers',
      showMoreHref: `/vision-strategy-papers?search=${encodeURIComponent(query)}`,
      results: papers
        .map((title, index) => ({ id: index, title, href: `/papers/${index + 1}` }))
        .filter((paper) => matches(paper.title)),
    },
  ];
};

const navigate = fn();

const meta = {
  title: 'Components/Search/GlobalSearchBox',
  component: GlobalSearchBox,
  tags: ['autodocs'],
  args: { search: fn<Search>(searchEverything), onError: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 560 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof GlobalSearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const patiently = { timeout: 5000 };
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const widthOf = (element: HTMLElement) => element.parentElement?.getBoundingClientRect().width;

/** The box is 232 px wide (wider when a longer placeholder needs it) and 400 px while in use. */
export const Width: Story = {
  name: '232 px wide (or as its placeholder), 400 px in use',
  tags: ['R-SEARCH-011'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: t('search.label') });
    const closed = widthOf(input);
    await expect(closed).toBeGreaterThanOrEqual(232);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await waitFor(() => expect(widthOf(input)).toBe(400), patiently);
    await userEvent.tab();
    await waitFor(() => expect(widthOf(input)).toBe(closed), patiently);
  },
};

/** How much wider the placeholder's text is than the room the input gives it (at most 0 when it fits). */
const placeholderOverflowOf = (input: HTMLInputElement) => {
  const style = getComputedStyle(input);
  const probe = input.ownerDocument.createElement('span');
  Object.assign(probe.style, {
    position: 'absolute',
    whiteSpace: 'pre',
    font: style.font,
    letterSpacing: style.letterSpacing,
  });
  probe.textContent = input.placeholder;
  input.ownerDocument.body.append(probe);
  const text = probe.getBoundingClientRect().width;
  probe.remove();
  const room =
    input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  return text - room;
};

/** One box per language, each in its own copy of the story's i18next instance. */
function InEveryLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const instances = useMemo(
    () => languages.map((language) => [language, i18n.cloneInstance({ lng: language })] as const),
    [i18n],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {instances.map(([language, instance]) => (
        <div key={language} lang={language} data-testid={`search-${language}`}>
          <I18nextProvider i18n={instance}>{children}</I18nextProvider>
        </div>
      ))}
    </div>
  );
}

export const PlaceholderFits: Story = {
  name: 'The box fits its placeholder in every language',
  render: (args) => (
    <InEveryLanguage>
      <GlobalSearchBox {...args} />
    </InEveryLanguage>
  ),
  play: async ({ canvas }) => {
    for (const language of languages) {
      const input = within(canvas.getByTestId(`search-${language}`)).getByRole<HTMLInputElement>('combobox');
      await expect(input.placeholder, language).not.toBe('');
      await expect(placeholderOverflowOf(input), `${language}: ${input.placeholder}`).toBeLessThanOrEqual(0);
    }
  },
};

export const EnterOpensFirstResult: Story = {
  name: 'Enter right after typing opens the first result',
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: t('search.label') });
    await userEvent.tab();
    await userEvent.keyboard('lisbon');
    const listbox = await bodyOf(canvasElement).findByRole('listbox', {}, patiently);
    await within(listbox).findByRole('option', { name: 'Teacher, Lisbon school' }, patiently);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/requisitions/2', undefined));
    await expect(navigate).toHaveBeenCalledOnce();
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('listbox')).toBeNull(), patiently);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const FullWidth: Story = {
  name: 'Full width in a column of its own, closed and open',
  args: { isFullWidth: true },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: t('search.label') });
    await expect(widthOf(input)).toBe(320);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(widthOf(input)).toBe(320);
  },
};

export const GroupedResults: Story = {
  name: 'Grouped results, at most 5 per group',
  tags: ['R-SEARCH-003', 'R-SEARCH-004', 'R-SEARCH-005'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('an');
    const listbox = await bodyOf(canvasElement).findByRole(
      'listbox',
      { name: t('search.results') },
      patiently,
    );
    const peopleGroup = await within(listbox).findByRole('group', { name: 'People' }, patiently);
    const personOptions = within(peopleGroup).getAllByRole('option');
    // Six people match "an": five are listed, then "Show more".
    await expect(personOptions).toHaveLength(6);
    await expect(personOptions[0]).toHaveTextContent('Ana SilvaActiveLIS');
    await expect(personOptions[1]).toHaveTextContent('Anatole DuboisApplicantLYOMAD');
    await expect(within(listbox).getByRole('group', { name: 'Requisitions' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Vision strategy papers' })).toBeVisible();
    await expect(args.search).toHaveBeenLastCalledWith('an', expect.any(AbortSignal));
  },
};

export const ShowMore: Story = {
  name: 'Each group offers Show more with the query',
  tags: ['R-SEARCH-007', 'R-SEARCH-008'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('lisbon');
    const listbox = await bodyOf(canvasElement).findByRole('listbox', {}, patiently);
    const papersGroup = await within(listbox).findByRole(
      'group',
      { name: 'Vision strategy papers' },
      patiently,
    );
    await expect(within(papersGroup).getByRole('option', { name: t('search.showMore') })).toHaveAttribute(
      'href',
      '/vision-strategy-papers?search=lisbon',
    );
    const requisitionsGroup = within(listbox).getByRole('group', { name: 'Requisitions' });
    await expect(
      within(requisitionsGroup).getByRole('option', { name: t('search.showMore') }),
    ).toHaveAttribute('href', '/requisitions?search=lisbon');
    await expect(within(listbox).queryByRole('group', { name: 'People' })).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: t('search.label') });
    await userEvent.tab();
    await userEvent.keyboard('accra');
    await bodyOf(canvasElement).findByRole('group', { name: 'Requisitions' }, patiently);
    await userEvent.keyboard('{ArrowDown}');
    const first = bodyOf(canvasElement).getByRole('option', { name: 'Accountant, Accra office' });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/requisitions/3', undefined));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('listbox')).toBeNull(), patiently);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('a');
    await bodyOf(canvasElement).findByRole('listbox', {}, patiently);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('listbox')).toBeNull(), patiently);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const NoResults: Story = {
  name: 'An empty result says so',
  tags: ['R-SEARCH-009'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('zzz');
    const listbox = await bodyOf(canvasElement).findByRole('listbox', {}, patiently);
    await waitFor(() => expect(listbox).toHaveTextContent(pageText('search.noResults')), patiently);
    await expect(listbox).toHaveTextContent(pageText('search.noResultsHint'));
  },
};

export const Loading: Story = {
  args: { search: fn<Search>(() => new Promise<SearchGroup[]>(() => undefined)) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('ana');
    const status = await bodyOf(canvasElement).findByRole('status', {}, patiently);
    await expect(status).toHaveTextContent(pageText('search.loading'));
  },
};

export const SearchFails: Story = {
  args: { search: fn<Search>(async () => Promise.reject(new Error('500'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('ana');
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce(), patiently);
  },
};

/** Typing quickly searches once, for the whole word, and cancels the searches it replaced. */
export const Debounced: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('joana');
    await waitFor(() => expect(args.search).toHaveBeenCalled(), patiently);
    await expect(args.search).toHaveBeenCalledOnce();
    await expect(args.search).toHaveBeenCalledWith('joana', expect.any(AbortSignal));
  },
};

export const LongContent: Story = {
  args: {
    search: fn<Search>(async () => [
      {
        id: 'people',
        title: 'People',
        showMoreHref: '/people?search=maria',
        results: [
          {
            id: 1,
            title: 'Maria da Conceição Albuquerque de Sousa Vasconcelos e Menezes',
            description: 'Applicant, awaiting references and a medical check',
            tags: ['LIS', 'ACC', 'LYO', 'MAD', 'NYC'],
            href: '/people/1',
          },
        ],
      },
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('maria');
    await bodyOf(canvasElement).findByRole('group', { name: 'People' }, patiently);
  },
};
