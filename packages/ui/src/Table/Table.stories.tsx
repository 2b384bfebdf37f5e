import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { BreakableText } from '../BreakableText/BreakableText.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { type SortDescriptor, Table, type TableColumn } from './Table.tsx';

interface Person {
  id: number;
  name: string;
  email: string;
  organisation: string;
  status: string;
}

const firstNames = ['Ana', 'Rui', 'Inês', 'Kofi', 'Mei', 'Lucas', 'Amara', 'Jonas', 'Sofia', 'Tomás'];
const lastNames = ['Silva', 'Mensah', 'Chen', 'Dubois', 'Okafor', 'Costa', 'Müller', 'García'];
const organisations = ['LIS', 'ACC', 'LYO', 'MAD'];
const statuses = ['Active', 'Applicant', 'On leave', 'Alumni'];

/** Deterministic people: the nth is always the same. */
const person = (index: number): Person => {
  const name = `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`;
  return {
    id: index + 1,
    name: `${name} ${index + 1}`,
    email: `person${index + 1}@example.org`,
    organisation: organisations[index % organisations.length] ?? '',
    status: statuses[index % statuses.length] ?? '',
  };
};
const people = (count: number) => Array.from({ length: count }, (_, index) => person(index));

const columns: TableColumn[] = [
  { id: 'name', label: 'Name', isSortable: true, isRowHeader: true },
  { id: 'email', label: 'E-mail', isSortable: true },
  { id: 'organisation', label: 'Organisation', width: 140 },
  { id: 'status', label: 'Status', width: 120 },
];

const meta = {
  title: 'Components/Data/Table',
  component: Table<Person>,
  // No autodocs tag: Table.mdx is the docs page, with the guidance around these stories.
  args: { 'aria-label': 'People', columns, rows: people(5) },
} satisfies Meta<typeof Table<Person>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'People' });
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('rowheader', { name: 'Ana Silva 1' })).toBeVisible();
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('Rui Mensah 2');
  },
};

/** The caller sorts; the header shows the direction and `aria-sort`. */
export const Sortable: Story = {
  render: (args) => {
    const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
    const rows = useMemo(() => {
      const key = sort.column as 'name' | 'email';
      const sorted = [...args.rows].sort((a, b) => a[key].localeCompare(b[key]));
      return sort.direction === 'descending' ? sorted.reverse() : sorted;
    }, [args.rows, sort]);
    return <Table {...args} rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Rui Mensah 2');
    const emailHeader = canvas.getByRole('columnheader', { name: /E-mail/ });
    await userEvent.click(emailHeader);
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('person1@example.org');
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('emptyState.loading'));
  },
};

export const LoadingMore: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('emptyState.loading'));
    await expect(canvas.getByRole('rowheader', { name: 'Ana Silva 1' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'People' })).toHaveTextContent(text('table.empty'));
  },
};

export const EmptyWithSlot: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState title="Nobody matches these filters.">Remove a filter to see more people.</EmptyState>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody matches these filters.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The list could not be loaded.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RowActions: Story = {
  args: { onRowAction: fn() },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(3);
  },
};

export const RowLinks: Story = {
  args: { getRowHref: (row) => `#people/${row.id}` },
  play: async ({ canvas }) => {
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveAttribute('data-href', '#people/1');
  },
};

export const CustomCells: Story = {
  args: {
    renderCell: (row, column) =>
      column.id === 'email' ? (
        <a href={`mailto:${row.email}`}>{row.email}</a>
      ) : (
        String(row[column.id as keyof Person])
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'person1@example.org' })).toHaveAttribute(
      'href',
      'mailto:person1@example.org',
    );
  },
};

/** A cell with nothing to show holds a muted dash, which a screen reader reads as "None". */
export const EmptyCells: Story = {
  args: { rows: [{ ...person(0), email: '', status: '' }, person(1)] },
  play: async ({ canvas }) => {
    const [, first] = canvas.getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('gridcell');
    await expect(cells[0]).toHaveTextContent(`—${text('table.noValue')}`);
    await expect(cells[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('—');
    await expect(cells[2]).toHaveTextContent(`—${text('table.noValue')}`);
    await expect(cells[1]).toHaveTextContent('LIS');
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      {
        id: 1,
        name: 'Maria da Conceição Albuquerque de Sousa Vasconcelos e Menezes',
        email: 'maria.da.conceicao.albuquerque.de.sousa.vasconcelos@an-extremely-long-domain.example.org',
        organisation: 'LIS, ACC, LYO, MAD, NYC',
        status: 'Applicant, awaiting references',
      },
      person(1),
    ],
    // Addresses go through BreakableText: a table never scrolls sideways, so an unbroken one would be cut off.
    renderCell: (row, column) =>
      column.id === 'email' ? (
        <BreakableText>{row.email}</BreakableText>
      ) : (
        String(row[column.id as keyof Person])
      ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectWordsWhole(canvasElement);
  },
};

const longPeople: Person[] = [
  {
    id: 1,
    name: 'Bélanger-Fontaine, Françoise-Marguerite',
    email: 'francoise-marguerite.belanger-fontaine@association-internationale.example.org',
    organisation: 'Lyon, Lisbon and Accra',
    status: 'Applicant, awaiting references',
  },
  {
    id: 2,
    name: 'Maria da Conceição Albuquerque de Sousa Vasconcelos e Menezes',
    email: 'maria.da.conceicao.albuquerque@vasconcelos-menezes.example.pt',
    organisation: 'LIS',
    status: 'Active',
  },
  person(2),
];

/** Long names and addresses; the addresses may wrap after `@`, `.` and `/` only. */
const responsiveArgs = {
  rows: longPeople,
  onRowAction: fn(),
  renderCell: (row: Person, column: TableColumn) =>
    column.id === 'email' ? <BreakableText>{row.email}</BreakableText> : row[column.id as keyof Person],
};

/**
 * On a phone each row is a card: the name as its heading, the other cells under their column's
 * name. The grid stays a grid for screen readers and the keyboard.
 */
export const PhoneCards: Story = {
  args: responsiveArgs,
  parameters: viewports,
  globals: { viewport: { value: 'w375', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
    const email = canvas.getAllByRole('gridcell')[0] as HTMLElement;
    await expect(getComputedStyle(email, '::before').content).toContain('E-mail');
    // The column's name is drawn, not read: the grid already gives the cell its column header.
    await expect(email).toHaveAccessibleName(/^francoise/);
    const sortByName = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(sortByName).toBeVisible();
    await userEvent.click(canvas.getByRole('rowheader', { name: /Maria da Conceição/ }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(3);
  },
};

/** On a desktop the same rows are a table again, the header sticky and the rows lit under the pointer. */
export const DesktopTable: Story = {
  args: responsiveArgs,
  parameters: viewports,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: /Status/ })).position).toBe(
      'sticky',
    );
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    await userEvent.hover(within(row).getAllByRole('gridcell')[1] as HTMLElement);
    await expect(getComputedStyle(row).backgroundColor).not.toBe(
      getComputedStyle(canvas.getAllByRole('row')[2] as HTMLElement).backgroundColor,
    );
  },
};

/**
 * A long table keeps its header in view while the page scrolls past its rows: the frame clips
 * rather than scrolls, so the header sticks to whatever scrolls, here a 240 px box standing in for the page.
 */
export const StickyHeader: Story = {
  args: { rows: people(12) },
  parameters: viewports,
  globals: { viewport: { value: 'w1280', isRotated: false } },
  decorators: [(Story) => <div style={{ height: 240, overflowY: 'auto' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Status/ });
    const scroller = canvas.getByRole('grid').closest('[style*="overflow"]') as HTMLElement;
    scroller.scrollTo(0, 150);
    await waitFor(() =>
      expect(Math.round(header.getBoundingClientRect().top)).toBe(
        Math.round(scroller.getBoundingClientRect().top),
      ),
    );
  },
};

/** 10,000 rows: only the ones in view are in the DOM, and the keyboard scrolls through them. */
export const Virtualized: Story = {
  args: { rows: people(10_000), isVirtualized: true, height: 360 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'People' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('Inês Chen 3');
    await userEvent.keyboard('{PageDown}{PageDown}');
    await waitFor(() => expect(grid.scrollTop).toBeGreaterThan(0));
    await expect(Number(document.activeElement?.getAttribute('aria-rowindex'))).toBeGreaterThan(10);
    // The virtualizer renders the rows in view after the scroll event: the first row leaves then.
    await waitFor(() => expect(canvas.queryByText('Ana Silva 1')).toBeNull());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Table {...args} aria-label="Filled" />
      <Table {...args} aria-label="Loading" rows={[]} isLoading />
      <Table
        {...args}
        aria-label="Empty"
        rows={[]}
        emptyState={<EmptyState title="Nobody yet." action={<Button size="sm">Add a person</Button>} />}
      />
      <Table {...args} error="The list could not be loaded." onRetry={() => undefined} />
    </div>
  ),
};
