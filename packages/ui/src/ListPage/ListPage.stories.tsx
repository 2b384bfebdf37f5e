import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { at375, at1280, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { TextField } from '../TextField/TextField.tsx';
import { ListPage } from './ListPage.tsx';

const people = ['Ana Silva', 'Rui Mensah', 'Inês Chen', 'Kofi Dubois'];

const list = (
  <ul>
    {people.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

const meta = {
  title: 'Patterns/Page templates/ListPage',
  component: ListPage,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    header: (
      <PageHeader
        title="Manage people"
        subtitle="Lisbon Office"
        primaryAction={<Button onPress={fn()}>Add a person</Button>}
      />
    ),
    filters: (
      <>
        <TextField label="Search" type="text" />
        <TextField label="Organisation" type="text" />
      </>
    ),
    count: 4,
    children: list,
    pagination: (
      <Pagination
        page={{ total: 4, from: 1, to: 4, per_page: 20, current_page: 1, last_page: 1 }}
        onPageChange={fn()}
      />
    ),
    emptyState: (
      <EmptyState title="No people yet" action={<Button onPress={fn()}>Add a person</Button>}>
        People you add to the Lisbon Office show here.
      </EmptyState>
    ),
    onClearFilters: fn(),
  },
} satisfies Meta<typeof ListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header, the filters in a search landmark, the count as a status, the list and its pagination. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage people' })).toBeVisible();
    // A <search> element: browsers expose it as a search landmark, though testing-library has no role for it yet.
    const filters = canvasElement.querySelector('search');
    await expect(filters).toHaveAttribute('aria-label', t('listPage.filters'));
    await expect(filters).toContainElement(canvas.getByRole('textbox', { name: 'Search' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(text('listPage.results', { count: 4 }));
    await expect(canvas.getByText('Ana Silva')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('pagination.label') })).toBeVisible();
  },
};

/** The caller's own words for the count, with its own plural. */
export const CountLabel: Story = {
  args: { count: 1, countLabel: '1 person', children: <p>Ana Silva</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 person');
  },
};

/** Filters that match nothing offer to clear them, and Clear filters calls `onClearFilters`. */
export const NoMatches: Story = {
  args: { count: 0, hasActiveFilters: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('listPage.results', { count: 0 }));
    await expect(canvas.getByText(text('listPage.noMatches'))).toBeVisible();
    await expect(canvas.queryByText('Ana Silva')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
    canvas.getByRole('button', { name: t('listPage.clearFilters') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

/** Nothing at all: the caller's empty state with its next action, and no Clear filters. */
export const NothingYet: Story = {
  args: { count: 0, hasActiveFilters: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No people yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('listPage.clearFilters') })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Add a person' })).toHaveLength(2);
  },
};

/** The count follows the filters as they change, in the status a screen reader announces. */
export const Filtering: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const matches = people.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
    return (
      <ListPage
        {...args}
        filters={<TextField label="Search" type="text" value={query} onChange={setQuery} />}
        count={matches.length}
        hasActiveFilters={query !== ''}
        onClearFilters={() => setQuery('')}
      >
        <ul>
          {matches.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </ListPage>
    );
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'silva');
    await expect(canvas.getByRole('status')).toHaveTextContent(text('listPage.results', { count: 1 }));
    await userEvent.type(search, 'xyz');
    await userEvent.click(canvas.getByRole('button', { name: t('listPage.clearFilters') }));
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent(text('listPage.results', { count: 4 }));
  },
};

/** On a phone the filters stack, and nothing is wider than the screen. */
export const At375: Story = {
  globals: at375,
  play: async ({ canvas, canvasElement }) => {
    const search = rect(canvas.getByRole('textbox', { name: 'Search' }));
    const organisation = rect(canvas.getByRole('textbox', { name: 'Organisation' }));
    await expect(organisation.top).toBeGreaterThan(search.bottom);
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};

/** On a wide screen the filters share one line. */
export const At1280: Story = {
  globals: at1280,
  play: async ({ canvas }) => {
    const search = rect(canvas.getByRole('textbox', { name: 'Search' }));
    const organisation = rect(canvas.getByRole('textbox', { name: 'Organisation' }));
    await expect(organisation.top).toBe(search.top);
  },
};
