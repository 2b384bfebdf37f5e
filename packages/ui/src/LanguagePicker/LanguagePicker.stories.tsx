import type { Meta, StoryObj } from '@storybook/react-vite';
// Lets the select lists virtualise in story tests (see that file).
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, t } from '../../../../.storybook/story-text.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'sw', label: 'Swahili' },
];

const proficiencies = [
  { value: 'BASIC', label: 'Basic' },
  { value: 'CONVERSATIONAL', label: 'Conversational' },
  { value: 'FLUENT', label: 'Fluent' },
  { value: 'NATIVE', label: 'Native' },
];

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Components/Fields/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { label: 'Languages spoken', languages, proficiencies, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Languages spoken' })).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: containing(t('language.language', { number: 1 })) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ language: 'sw', proficiency: '' }]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ language: 'sw', proficiency: 'FLUENT' }]);
  },
};

export const AddAndRemove: Story = {
  args: { defaultValue: [{ language: 'en', proficiency: 'NATIVE' }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('language.add') }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { language: 'en', proficiency: 'NATIVE' },
      { language: '', proficiency: '' },
    ]);
    await expect(
      canvas.getByRole('button', { name: containing(t('language.language', { number: 2 })) }),
    ).toBeVisible();
    canvas.getByRole('button', { name: t('language.removeNumbered', { number: 1 }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ language: '', proficiency: '' }]);
    // The last row stays, to be filled in.
    await expect(
      canvas.queryByRole('button', { name: containing(t('language.removeNumbered', { number: '' }).trim()) }),
    ).toBeNull();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: [
      { language: 'en', proficiency: 'NATIVE' },
      { language: 'sw', proficiency: 'CONVERSATIONAL' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: containing(t('language.language', { number: 2 })) }),
    ).toHaveTextContent('Swahili');
    await expect(
      canvas.getByRole('button', { name: containing(t('language.proficiency', { number: 2 })) }),
    ).toHaveTextContent('Conversational');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Languages spoken/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: [{ language: 'fr', proficiency: 'FLUENT' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('language.add') })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [{ language: 'fr', proficiency: 'FLUENT' }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: containing(t('language.language', { number: 1 })) }),
    ).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Languages you can use at work, including those you are still learning at a language school',
    help: 'Add one row per language. Choose the level you would feel comfortable using in a meeting.',
    languages: [
      ...languages,
      { value: 'xx', label: 'Kinyarwanda (also called Ikinyarwanda or Rwanda-Rundi)' },
    ],
    defaultValue: [
      { language: 'xx', proficiency: 'CONVERSATIONAL' },
      { language: 'pt', proficiency: 'BASIC' },
    ],
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <LanguagePicker {...args} label="Empty" />
      <LanguagePicker
        {...args}
        label="Filled"
        defaultValue={[
          { language: 'en', proficiency: 'NATIVE' },
          { language: 'sw', proficiency: 'CONVERSATIONAL' },
        ]}
      />
      <LanguagePicker {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <LanguagePicker
        {...args}
        label="Disabled"
        isDisabled
        defaultValue={[{ language: 'fr', proficiency: 'FLUENT' }]}
      />
    </div>
  ),
};
