import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, t, text } from '../../../../.storybook/story-text.ts';
import { Lookup, lookupSelectionModes } from './Lookup.tsx';
import type { LoadLookupOptions, LookupOption } from './useLookupOptions.ts';

const addresses: LookupOption[] = [
  { value: 'a1', label: '12 Riverside Drive', description: 'Nairobi, Kenya' },
  { value: 'a2', label: '4 Rue des Écoles', description: 'Lyon, France' },
  { value: 'a3', label: 'Plot 9, Kampala Road', description: 'Kampala, Uganda' },
  { value: 'a4', label: '220 Rua Augusta', description: 'Lisboa, Portugal' },
];

const people: LookupOption[] = [
  { value: 'p1', label: 'Amani Otieno' },
  { value: 'p2', label: 'Beatriz Costa' },
  { value: 'p3', label: 'Camille Durand' },
  { value: 'p4', label: 'Daniel Mwangi' },
];

/** A deterministic stand-in for the server: matches label or description, answers after 10 ms. */
const searchIn =
  (options: readonly LookupOption[]): LoadLookupOptions =>
  (query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = query.trim().toLowerCase();
        resolve(
          options.filter((option) =>
            `${option.label} ${option.description ?? ''}`.toLowerCase().includes(needle),
          ),
        );
      }, 10);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

const meta = {
  title: 'Components/Fields/Lookup',
  component: Lookup,
  tags: ['autodocs'],
  args: { label: 'Address', loadOptions: fn(searchIn(addresses)), onChange: fn() },
  argTypes: { selectionMode: { control: 'inline-radio', options: lookupSelectionModes } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Lookup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Address' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('kam');
    const option = await body.findByRole('option', { name: /Plot 9, Kampala Road/ });
    // Debounced: one request for the three keystrokes.
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith('kam', expect.any(AbortSignal));
    await expect(option).toHaveTextContent('Kampala, Uganda');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([addresses[2]]);
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Plot 9, Kampala Road');
  },
};

export const Filled: Story = {
  args: { defaultValue: [addresses[0] as LookupOption] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toHaveValue('12 Riverside Drive');
  },
};

export const Multiple: Story = {
  args: {
    label: 'Assignees',
    selectionMode: 'multiple',
    loadOptions: fn(searchIn(people)),
    defaultValue: [people[0] as LookupOption],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Assignees' });
    await userEvent.click(input);
    await userEvent.keyboard('a');
    await body.findByRole('option', { name: 'Beatriz Costa' });
    // A chosen person is not offered again.
    await expect(body.queryByRole('option', { name: 'Amani Otieno' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([people[0], people[1]]);
    await expect(input).toHaveValue('');
    // Keyboard removal: Escape closes the list, Tab moves to the tags, Delete removes the focused one.
    await userEvent.keyboard('{Escape}');
    const tags = canvas.getByRole('grid', { name: t('lookup.chosenOf', { label: 'Assignees' }) });
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
    await userEvent.tab();
    await expect(within(tags).getByRole('row', { name: 'Amani Otieno' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([people[1]]);
    await expect(
      within(canvas.getByRole('grid', { name: t('lookup.chosenOf', { label: 'Assignees' }) })).getAllByRole(
        'row',
      ),
    ).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loadOptions: fn<LoadLookupOptions>(() => new Promise(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address' }));
    await userEvent.keyboard('nai');
    await expect(await body.findByRole('listbox')).toHaveTextContent(text('lookup.loading'));
  },
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address' }));
    await userEvent.keyboard('zzz');
    await waitFor(() =>
      expect(body.getByRole('listbox')).toHaveTextContent(text('lookup.noResults', { query: 'zzz' })),
    );
  },
};

export const LoadError: Story = {
  args: { loadOptions: fn<LoadLookupOptions>(() => Promise.reject(new Error('503'))) },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address' }));
    await userEvent.keyboard('nai');
    await waitFor(() => expect(body.getByRole('listbox')).toHaveTextContent(text('lookup.error')));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Address/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Address/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required.');
  },
};

export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    selectionMode: 'multiple',
    label: 'Assignees',
    loadOptions: fn(searchIn(people)),
    defaultValue: [people[0] as LookupOption, people[2] as LookupOption],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: containing(t('language.remove')) })).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Assignees' }), 'x');
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [addresses[0] as LookupOption] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'The address at which the family will live for the first months of the assignment',
    selectionMode: 'multiple',
    help: 'Choose every address that applies; you can change this later from the profile page of each person.',
    defaultValue: [
      { value: 'l1', label: 'Flat 4B, Mwalimu Julius Kambarage Nyerere Avenue, Kinondoni Municipality' },
      { value: 'l2', label: 'Quinta da Boa Esperança, Estrada Nacional 125, São Brás de Alportel' },
    ],
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Lookup {...args} label="Empty" />
      <Lookup {...args} label="Filled" defaultValue={[addresses[1] as LookupOption]} />
      <Lookup {...args} label="Several" selectionMode="multiple" defaultValue={people.slice(0, 3)} />
      <Lookup {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <Lookup {...args} label="Read-only" isReadOnly defaultValue={[addresses[1] as LookupOption]} />
      <Lookup
        {...args}
        label="Disabled"
        isDisabled
        selectionMode="multiple"
        defaultValue={people.slice(0, 2)}
      />
    </div>
  ),
};
