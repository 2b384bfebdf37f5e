import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/Fields/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Number of children', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Number of children' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(canvas.getByRole('textbox', { name: 'Number of children' })).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const MinAndMax: Story = {
  args: { minValue: 0, maxValue: 10, hint: 'From 0 to 10' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of children' });
    await userEvent.tab();
    await userEvent.keyboard('15');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Control>}a{/Control}1{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Number of children/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, defaultValue: 0, errors: ['The value must be at least 1.'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Number of children/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The value must be at least 1.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of children' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}9');
    await expect(input).toHaveValue('2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Number of children' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'How many of your children under eighteen will travel with you to the place of your assignment',
    defaultValue: 1234567,
    help: 'Count every child who will live with you for more than three months of the year, in every language.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberField {...args} label="Empty" />
      <NumberField {...args} label="Filled" defaultValue={12} />
      <NumberField {...args} label="Required" isRequired defaultValue={1} />
      <NumberField {...args} label="Invalid" defaultValue={-1} errors={['The value must be at least 0.']} />
      <NumberField {...args} label="Read-only" isReadOnly defaultValue={4} />
      <NumberField {...args} label="Disabled" isDisabled defaultValue={4} />
    </div>
  ),
};
