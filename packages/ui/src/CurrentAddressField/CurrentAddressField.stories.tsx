import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { containing, t } from '../../../../.storybook/story-text.ts';
import { type AddressValue, emptyAddress } from '../AddressField/address.ts';
import { CurrentAddressField, type PersonAddress } from './CurrentAddressField.tsx';

const countries: Record<string, string> = { KE: 'Kenya', FR: 'France', GB: 'United Kingdom' };
const address = (change: Partial<AddressValue>): AddressValue => ({ ...emptyAddress, ...change });

const addresses: PersonAddress[] = [
  {
    id: 'a1',
    address: address({
      type: 'FLD',
      addressLineOne: '12 Riverside Drive',
      city: 'Nairobi',
      postCode: '00100',
      country: 'KE',
    }),
  },
  {
    id: 'a2',
    address: address({
      type: 'HA',
      addressLineOne: '4 Rue des Écoles',
      city: 'Lyon',
      postCode: '69001',
      country: 'FR',
    }),
  },
  {
    id: 'a3',
    address: address({
      type: 'PER',
      addressLineOne: '7 Mill Lane',
      city: 'York',
      county: 'North Yorkshire',
      postCode: 'YO1 7HH',
      country: 'GB',
    }),
  },
];

const meta = {
  title: 'Components/Fields/CurrentAddressField',
  component: CurrentAddressField,
  tags: ['autodocs'],
  args: {
    label: 'Current address',
    addresses,
    countryName: (code: string) => countries[code] ?? code,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CurrentAddressField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('radio', {
        name: `${t('address.types.FLD')}: 12 Riverside Drive, Nairobi, 00100, Kenya`,
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
    await expect(
      canvas.getByRole('radio', { name: containing(`${t('address.types.HA')}: 4 Rue des Écoles`) }),
    ).toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'a3' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', {
        name: containing(`${t('address.types.PER')}: 7 Mill Lane, York, North Yorkshire`),
      }),
    ).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Current address/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Current address/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'a1' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'a1' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Which of these addresses should the organisation use for post and visits from now on?',
    addresses: [
      ...addresses,
      {
        id: 'a4',
        address: address({
          type: 'OTH',
          addressLineOne: 'Flat 4B, Mwalimu Julius Kambarage Nyerere Avenue',
          addressLineTwo: 'Behind the Kinondoni Municipal Council offices',
          city: 'Dar es Salaam',
          postCode: '14110',
          country: 'TZ',
        }),
      },
    ],
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurrentAddressField {...args} label="Chosen" defaultValue="a1" />
      <CurrentAddressField {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <CurrentAddressField {...args} label="Read-only" isReadOnly defaultValue="a2" />
    </div>
  ),
};
