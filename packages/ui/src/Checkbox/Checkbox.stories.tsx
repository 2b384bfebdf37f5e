import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { InteractionStates } from '../styles/interactionStories.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Fields/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'I hold a driving licence', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'I hold a driving licence' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('I hold a driving licence'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Required: Story = {
  args: { label: 'I accept the code of conduct', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the code of conduct' })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTexts: Story = {
  args: {
    info: 'We ask so that we can plan who drives.',
    help: 'Only a licence valid in the country of your assignment counts.',
    warning: 'You may be asked to show it.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'I hold a driving licence' }),
    ).toHaveAccessibleDescription(/Only a licence valid in the country of your assignment counts\./);
    await expect(await canvas.findByRole('button', { name: t('field.moreInformation') })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the code of conduct', isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the code of conduct' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('This field is required.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I hold a driving licence' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('aria-readonly', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I hold a driving licence' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'I confirm that the information I have given is true and complete, and I will tell the organisation at once if anything changes',
    help: 'This long help text wraps over several lines so the layout must stay readable when it does.',
    defaultSelected: true,
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultSelected />
      <Checkbox {...args} label="Required" isRequired />
      <Checkbox {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <Checkbox {...args} label="Read-only, checked" isReadOnly defaultSelected />
      <Checkbox {...args} label="Read-only, unchecked" isReadOnly />
      <Checkbox {...args} label="Disabled, checked" isDisabled defaultSelected />
      <Checkbox {...args} label="Disabled" isDisabled />
    </div>
  ),
};

/** Hover and keyboard focus on the box, unchecked and checked, as react-aria marks them on the label. */
export const Interaction: Story = {
  name: 'Hover and focus',
  render: (args) => (
    <InteractionStates target="label" states={['rest', 'hovered', 'focusVisible']}>
      {() => (
        <div style={{ display: 'flex', gap: 24 }}>
          <Checkbox {...args} label="Unchecked" />
          <Checkbox {...args} label="Checked" defaultSelected />
        </div>
      )}
    </InteractionStates>
  ),
};
