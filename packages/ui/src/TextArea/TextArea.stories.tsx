import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/Fields/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Why do you want to serve?', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Why do you want to serve?' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('To help.{Enter}Soon.');
    await expect(args.onChange).toHaveBeenLastCalledWith('To help.\nSoon.');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const MaxWords: Story = {
  args: { maxWords: 5 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Why do you want to serve?' });
    const count = canvas.getByText(text('inputs.textArea.wordCount', { count: 0, max: 5 }));
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveAccessibleDescription(t('inputs.textArea.wordCount', { count: 0, max: 5 }));
    await userEvent.type(input, 'I  want\nto   help');
    await expect(count).toHaveTextContent(text('inputs.textArea.wordCount', { count: 4, max: 5 }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, ' people in need');
    await expect(count).toHaveTextContent(
      `${text('inputs.textArea.wordCount', { count: 7, max: 5 })} (${text('inputs.textArea.wordsOver', { count: 2 })})`,
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OverTheLimit: Story = {
  args: { maxWords: 3, defaultValue: 'I would like to help people in need.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        `${text('inputs.textArea.wordCount', { count: 8, max: 3 })} (${text('inputs.textArea.wordsOver', { count: 5 })})`,
      ),
    ).toHaveAttribute('data-over-limit');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Why do you want to serve/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Why do you want to serve/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'To help.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Why do you want to serve?' });
    await userEvent.type(input, ' More');
    await expect(input).toHaveValue('To help.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'To help.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Why do you want to serve?' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'Describe in your own words why you want to serve with the organisation and what you hope to bring',
    maxWords: 200,
    help: 'Write freely: this long help text wraps over several lines so the layout must stay readable.',
    defaultValue:
      'I have worked for twelve years as a nurse in rural clinics, where I learnt to plan supplies, train volunteers and keep calm when the unexpected happens. I would like to put those years to use where they are needed most.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextArea {...args} label="Empty" rows={2} />
      <TextArea
        {...args}
        label="With a word count"
        rows={2}
        maxWords={10}
        defaultValue="Four words in here."
      />
      <TextArea {...args} label="Over the limit" rows={2} maxWords={2} defaultValue="Four words in here." />
      <TextArea {...args} label="Invalid" rows={2} isRequired errors={['This field is required.']} />
      <TextArea {...args} label="Read-only" rows={2} isReadOnly defaultValue="To help." />
      <TextArea {...args} label="Disabled" rows={2} isDisabled defaultValue="To help." />
    </div>
  ),
};
