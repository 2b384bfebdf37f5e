import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../.storybook/story-text.ts';
import { formatDisplayDate } from '../dates/dates.ts';
import { expectSameFocusRingAsTextField } from '../styles/focusRingProbe.ts';
import { TextField } from '../TextField/TextField.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Components/Fields/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Date of birth', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

// react-aria names the segments and the calendar button in the field's own language; in all four the
// day comes first and the year last, and the calendar button is the field's only button.
const segments = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('spinbutton');
const daySegment = (canvas: ReturnType<typeof within>) => segments(canvas)[0] as HTMLElement;
const calendarButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button');
const shown = (value: string) => formatDisplayDate(value, storyLanguage());
/** react-aria's locale for the story's language: British English for 'en', as in DateField. */
const ariaLocale = () => (storyLanguage() === 'en' ? 'en-GB' : storyLanguage());
/** A calendar's day button, named by its date written out (after the weekday) in the story's language. */
const dayName = (value: string) =>
  new RegExp(
    `(^|[\\s,])${new Intl.DateTimeFormat(ariaLocale(), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${value}T12:00:00`))}`,
  );

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(daySegment(canvas)).toHaveFocus();
    // British order, as in the display format: day, month, year.
    await userEvent.keyboard('07032019');
    await expect(args.onChange).toHaveBeenLastCalledWith('2019-03-07');
    await expect(canvas.getByText(shown('2019-03-07'))).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shown('2019-03-07'))).toBeVisible();
    await expect(segments(canvas)[2]).toHaveTextContent('2019');
  },
};

export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = calendarButton(canvas);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(
      within(dialog).getByRole('heading', {
        name: new Intl.DateTimeFormat(ariaLocale(), { month: 'long', year: 'numeric' }).format(
          new Date(2019, 2, 7),
        ),
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: dayName('2019-03-07') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('2019-03-15');
    await expect(canvas.getByText(shown('2019-03-15'))).toBeVisible();
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: '2019-03-07', minValue: '2019-03-04', maxValue: '2019-03-26' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(calendarButton(canvas));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: dayName('2019-03-03') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: t('date.previousMonth') })).toBeDisabled();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: '2019-03-07' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = calendarButton(canvas);
    await userEvent.click(button);
    await body.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(daySegment(canvas)).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const day = daySegment(canvas);
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
    await expect(canvas.getByText(shown('2019-03-07'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2019-03-07' },
  play: async ({ canvas }) => {
    await expect(calendarButton(canvas)).toBeDisabled();
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
  name: 'Keyboard focus shows the ring every other field shows',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Name" />
      <DateField {...args} />
    </div>
  ),
  play: ({ canvas }) =>
    expectSameFocusRingAsTextField(
      canvas,
      () => daySegment(canvas),
      // The box around the segments and the calendar button: the outer of the field's two groups.
      () => canvas.getAllByRole('group', { name: /Date of birth/ })[0] as HTMLElement,
    ),
};
