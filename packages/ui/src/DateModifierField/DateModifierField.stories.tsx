import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { expectSameFocusRingAsTextField } from '../styles/focusRingProbe.ts';
import { TextField } from '../TextField/TextField.tsx';
import { DateModifierField } from './DateModifierField.tsx';

const meta = {
  title: 'Components/Fields/DateModifierField',
  component: DateModifierField,
  tags: ['autodocs'],
  args: { label: 'Due date', reference: 'the offer acceptance date', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof DateModifierField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveFocus();
    await userEvent.keyboard('14');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 14, direction: 'after' });
    await expect(canvas.getByRole('radio', { name: t('date.modifier.after') })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 14, direction: 'before' });
    await expect(
      canvas.getByRole('radiogroup', {
        name: t('date.modifier.direction', { reference: 'the offer acceptance date' }),
      }),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: { days: 1, direction: 'before' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveValue('1');
    await expect(canvas.getByText(text('date.modifier.day'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('date.modifier.before') })).toBeChecked();
  },
};

export const MustBeAfter: Story = {
  args: { mustBeAfter: true, defaultValue: { days: 7, direction: 'before' } },
  play: async ({ args, canvas }) => {
    const days = canvas.getByRole('textbox', { name: 'Due date' });
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveAccessibleDescription(
      t('date.modifier.mustBeAfter', { reference: 'the offer acceptance date' }),
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('date.modifier.before') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ days: 7, direction: 'after' });
    await expect(days).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.queryByText(text('date.modifier.mustBeAfter', { reference: 'the offer acceptance date' })),
    ).toBeNull();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Due date/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Due date/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { days: 30, direction: 'after' } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveValue('30');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { days: 30, direction: 'after' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: t('date.modifier.before') })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'When the outbound logistics plan must be submitted, counted from the reference date below',
    reference: 'the date on which the receiving organisation accepted the offer for this assignment',
    defaultValue: { days: 365, direction: 'after' },
    help: 'Count calendar days, not working days. Weekends and public holidays are included in the count.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateModifierField {...args} label="Empty" />
      <DateModifierField {...args} label="Filled" defaultValue={{ days: 14, direction: 'after' }} />
      <DateModifierField
        {...args}
        label="Must be after"
        mustBeAfter
        defaultValue={{ days: 3, direction: 'before' }}
      />
      <DateModifierField
        {...args}
        label="Read-only"
        isReadOnly
        defaultValue={{ days: 14, direction: 'after' }}
      />
      <DateModifierField
        {...args}
        label="Disabled"
        isDisabled
        defaultValue={{ days: 14, direction: 'after' }}
      />
    </div>
  ),
};

export const FocusRing: Story = {
  name: 'Keyboard focus shows the ring every other field shows',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Name" />
      <DateModifierField {...args} />
    </div>
  ),
  play: ({ canvas }) =>
    expectSameFocusRingAsTextField(canvas, () => canvas.getByRole('textbox', { name: 'Due date' })),
};
