import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { TabulatedSelect } from './TabulatedSelect.tsx';

const columns = [
  { key: 'code', label: 'Code' },
  { key: 'city', label: 'City' },
  { key: 'country', label: 'Country' },
];

const office = (code: string, city: string, country: string) => ({
  value: code.toLowerCase(),
  cells: { code, city, country },
});
const offices = [
  office('LIS', 'Lisbon', 'Portugal'),
  office('MAD', 'Madrid', 'Spain'),
  office('NBO', 'Nairobi', 'Kenya'),
  office('YUL', 'Montréal', 'Canada'),
];

const manyOffices = Array.from({ length: 20 }, (_, index) => ({
  value: `office-${index + 1}`,
  cells: { code: `O${String(index + 1).padStart(2, '0')}`, city: `City ${index + 1}`, country: 'Portugal' },
}));

const meta = {
  title: 'Components/Fields/TabulatedSelect',
  component: TabulatedSelect,
  tags: ['autodocs'],
  args: { label: 'Sending office', columns, options: offices, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TabulatedSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Sending office/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    const lisbon = within(listbox).getByRole('option', {
      name: /^Code: LIS\s*, City: Lisbon\s*, Country: Portugal$/,
    });
    await waitFor(() => expect(lisbon).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('nbo');
    await expect(trigger).toHaveTextContent('NBO · Nairobi · Kenya');
  },
};

export const Open: Story = {
  args: { defaultValue: 'mad' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sending office/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: /^Code: MAD\s*, City: Madrid\s*, Country: Spain$/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const Search: Story = {
  args: { options: manyOffices },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sending office/ }));
    const search = await body(canvasElement).findByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('city 17');
    const listbox = body(canvasElement).getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('office-17');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending office/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'lis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sending office' })).toHaveValue(
      'LIS · Lisbon · Portugal',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'lis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending office/ })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'The office that will send you and look after you during the whole of your assignment abroad',
    columns: [
      { key: 'code', label: 'Code' },
      { key: 'name', label: 'Office name' },
    ],
    options: [
      {
        value: 'a',
        cells: { code: 'LIS', name: 'Lisbon regional office for Southern Europe and Lusophone Africa' },
      },
      { value: 'b', cells: { code: 'NBO', name: 'Nairobi' } },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /The office that will send you/ }));
    await expect(await body(canvasElement).findByRole('listbox')).toBeVisible();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TabulatedSelect {...args} label="Nothing chosen" />
      <TabulatedSelect {...args} label="Chosen" defaultValue="lis" />
      <TabulatedSelect {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <TabulatedSelect {...args} label="Read-only" isReadOnly defaultValue="lis" />
      <TabulatedSelect {...args} label="Disabled" isDisabled defaultValue="lis" />
    </div>
  ),
};
