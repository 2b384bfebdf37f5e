import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, t } from '../../../../.storybook/story-text.ts';
import { AddressField } from './AddressField.tsx';
import { type AddressValue, emptyAddress } from './address.ts';

// Deliberately unsorted, with accents: the field lists them by name in the interface language.
const countries = [
  { value: 'GB', label: 'United Kingdom' },
  { value: 'KE', label: 'Kenya' },
  { value: 'AT', label: 'Österreich' },
  { value: 'BR', label: 'Brazil' },
  { value: 'CI', label: 'Côte d’Ivoire' },
  { value: 'CM', label: 'Cameroon' },
];

const states = [
  { value: 'KE-30', label: 'Nairobi' },
  { value: 'KE-28', label: 'Mombasa' },
  { value: 'KE-12', label: 'Kisumu' },
];

const nairobi: AddressValue = {
  ...emptyAddress,
  type: 'FLD',
  addressLineOne: '12 Riverside Drive',
  addressLineTwo: 'Riverside Gardens, Block C',
  city: 'Nairobi',
  stateOrProvince: 'KE-30',
  postCode: '00100',
  country: 'KE',
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Components/Fields/AddressField',
  component: AddressField,
  tags: ['autodocs'],
  args: { label: 'Home address', countries, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AddressField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Home address' })).toBeVisible();
    // Blank and optional: nothing is marked required yet.
    await expect(canvas.getByRole('textbox', { name: t('address.addressLineOne') })).not.toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t('address.types.FLD'),
      t('address.types.HA'),
      t('address.types.CORR'),
      t('address.types.OTH'),
      t('address.types.PER'),
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyAddress, type: 'HA' });
    await userEvent.tab();
    await userEvent.keyboard('7');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyAddress,
      type: 'HA',
      addressLineOne: '7',
    });
    // Started: the parts a valid address needs are now required.
    await expect(
      canvas.getByRole('textbox', { name: containing(t('address.addressLineOne')) }),
    ).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: containing(t('address.postCode')) })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: t('address.addressLineTwo') })).not.toBeRequired();
  },
};

export const Filled: Story = {
  args: { defaultValue: nairobi, statesOrProvinces: states },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: containing(t('address.city')) })).toHaveValue('Nairobi');
    await expect(canvas.getByRole('button', { name: containing(t('address.country')) })).toHaveTextContent(
      'Kenya',
    );
  },
};

export const CountriesSortedByName: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: containing(t('address.country')) }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brazil', 'Cameroon', 'Côte d’Ivoire', 'Kenya', 'Österreich', 'United Kingdom']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const StateSearchAlwaysShown: Story = {
  name: 'State or province search box with few states',
  tags: ['R-FIELD-045'],
  args: { statesOrProvinces: states },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(states.length).toBeLessThan(14);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('address.stateOrProvince')) }));
    const search = await body(canvasElement).findByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('mom');
    await waitFor(() => expect(body(canvasElement).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyAddress, stateOrProvince: 'KE-28' });
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: containing(t('address.addressLineOne')) }),
    ).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: containing(t('address.city')) })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: containing(t('address.county')) })).not.toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    defaultValue: { ...nairobi, postCode: '' },
    errors: ['Please complete the address: type, line 1, town, post code and country.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Home address/ })).toHaveAccessibleDescription(
      'Please complete the address: type, line 1, town, post code and country.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: nairobi, statesOrProvinces: states },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: containing(t('address.addressLineOne')) }), 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: nairobi },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: containing(t('address.addressLineOne')) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: containing(t('address.country')) })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'The address at which the family will receive post during home assignment and leave',
    help: 'Use the format of the country the address is in. The organisation sends documents here by post.',
    defaultValue: {
      ...nairobi,
      type: 'HA',
      addressLineOne:
        'Flat 4B, Mwalimu Julius Kambarage Nyerere Avenue, opposite the Kinondoni Municipal Council',
      addressLineTwo: 'Care of the Regional Office for East Africa and the Indian Ocean Islands',
      city: 'Dar es Salaam',
      stateOrProvince: '',
      country: 'CI',
    },
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AddressField {...args} label="Empty" />
      <AddressField {...args} label="Filled" defaultValue={nairobi} statesOrProvinces={states} />
      <AddressField {...args} label="Invalid" isRequired errors={['Please complete the address.']} />
      <AddressField {...args} label="Disabled" isDisabled defaultValue={nairobi} />
    </div>
  ),
};
