import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { CurrentPhoneNumberField } from './CurrentPhoneNumberField.tsx';

const options = [
  { value: '+254 712 345678', label: 'Mobile: +254 712 345678' },
  { value: '+44 20 7946 0958', label: 'Home: +44 20 7946 0958' },
];

const meta = {
  title: 'Components/Fields/CurrentPhoneNumberField',
  component: CurrentPhoneNumberField,
  tags: ['autodocs'],
  args: { label: 'Current phone number', options, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof CurrentPhoneNumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mobile: +254 712 345678' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254 712 345678');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t('phone.other') })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: t('phone.otherNumber') })).toHaveFocus();
    await userEvent.keyboard('+33 1 23 45 67 89');
    await expect(args.onChange).toHaveBeenLastCalledWith('+33 1 23 45 67 89');
  },
};

export const Filled: Story = {
  args: { defaultValue: '+44 20 7946 0958' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Home: +44 20 7946 0958' })).toBeChecked();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const OtherNumber: Story = {
  args: { defaultValue: '+33 1 23 45 67 89' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: t('phone.other') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t('phone.otherNumber') })).toHaveValue(
      '+33 1 23 45 67 89',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Current phone number/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: /Current phone number/ }),
    ).toHaveAccessibleDescription('This field is required.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '+33 1 23 45 67 89' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('phone.otherNumber') }), '0');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '+254 712 345678' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'The phone number on which the receiving team can reach you during the first weeks of the assignment',
    options: [
      ...options,
      {
        value: '+255 22 000 0000',
        label: 'Office of the regional coordinator for East Africa, weekdays only: +255 22 000 0000',
      },
    ],
    defaultValue: '+255 22 000 0000',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurrentPhoneNumberField {...args} label="Known number" defaultValue="+254 712 345678" />
      <CurrentPhoneNumberField {...args} label="Another number" defaultValue="+33 1 23 45 67 89" />
      <CurrentPhoneNumberField {...args} label="Invalid" isRequired errors={['This field is required.']} />
    </div>
  ),
};
