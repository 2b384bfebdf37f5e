import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const meta = {
  title: 'Components/Fields/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Preferred contact',
    options: [
      { value: 'email', label: 'Email' },
      { value: 'phone', label: 'Phone' },
      { value: 'post', label: 'Post' },
    ],
    onChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred contact' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const phone = canvas.getByRole('radio', { name: 'Phone' });
    await expect(phone).toHaveFocus();
    await expect(phone).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('phone');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Post' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'email' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred contact' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('phone');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Preferred contact/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Preferred contact/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'phone' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred contact' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'phone' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'How would you like the organisation to contact you about your application and your assignment',
    help: 'This long help text wraps over several lines so the layout must stay readable when it does.',
    defaultValue: 'post',
    options: [
      { value: 'email', label: 'By email, at the address given in your profile, at any time of day' },
      { value: 'phone', label: 'By phone, on the number given in your profile, during office hours only' },
      { value: 'post', label: 'By post, to the postal address given in your profile' },
    ],
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup {...args} label="Nothing chosen" orientation="horizontal" />
      <RadioGroup {...args} label="Chosen" orientation="horizontal" defaultValue="phone" />
      <RadioGroup
        {...args}
        label="Invalid"
        orientation="horizontal"
        isRequired
        errors={['This field is required.']}
      />
      <RadioGroup {...args} label="Read-only" orientation="horizontal" isReadOnly defaultValue="phone" />
      <RadioGroup {...args} label="Disabled" orientation="horizontal" isDisabled defaultValue="phone" />
    </div>
  ),
};
