import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSameFocusRingAsTextField } from '../styles/focusRingProbe.ts';
import { TextField } from '../TextField/TextField.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Date of birth', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    // British order, as in the display format: day, month, year.
    await userEvent.keyboard('07032019');
    await expect(args.onChange).toHaveBeenLastCalledWith('2019-03-07');
    await expect(canvas.getByText('7th Mar 2019')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7th Mar 2019')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2019');
  },
};

export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2019' })).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Thursday, 7 March 2019/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('2019-03-15');
    await expect(canvas.getByText('15th Mar 2019')).toBeVisible();
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: '2019-03-07', minValue: '2019-03-04', maxValue: '2019-03-26' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /^Sunday, 3 March 2019/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /Previous month/ })).toBeDisabled();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(button);
    await body.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/This field is required\./);
  },
};

export const OutOfRange: Story = {
  args: {
    defaultValue: '2019-03-07',
    maxValue: '2019-01-31',
    hint: 'No later than 31st Jan 2019',
    errors: ['The date must be on or before 31st Jan 2019.'],
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2019-03-07' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('7th Mar 2019')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2019-03-07' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'The date on which the person first arrived in the country of their current assignment, as on the visa',
    defaultValue: '2019-12-22',
    help: 'If you do not know the exact day, pick the first day of the month and mention it in the notes below.',
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Date de naissance', defaultValue: '2019-02-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1er févr. 2019')).toBeVisible();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateField {...args} label="Empty" />
      <DateField {...args} label="Filled" defaultValue="2019-03-07" />
      <DateField {...args} label="Required" isRequired defaultValue="2019-03-07" />
      <DateField {...args} label="Invalid" errors={['This field is required.']} />
      <DateField {...args} label="Read-only" isReadOnly defaultValue="2019-03-07" />
      <DateField {...args} label="Disabled" isDisabled defaultValue="2019-03-07" />
    </div>
  ),
};

export const FocusRing: Story = {
  name: 'keyboard focus shows the ring every other field shows',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Name" />
      <DateField {...args} />
    </div>
  ),
  play: ({ canvas }) =>
    expectSameFocusRingAsTextField(
      canvas,
      () => canvas.getByRole('spinbutton', { name: /day/i }),
      // The box around the segments and the calendar button: the outer of the field's two groups.
      () => canvas.getAllByRole('group', { name: /Date of birth/ })[0] as HTMLElement,
    ),
};
