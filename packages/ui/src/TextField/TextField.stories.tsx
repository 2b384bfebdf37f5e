import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, t } from '../../../../.storybook/story-text.ts';
import { InteractionStates } from '../styles/interactionStories.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Components/Fields/TextField',
  component: TextField,
  // No autodocs tag: TextField.mdx is the docs page, with the guidance around these stories.
  args: { label: 'Known as', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Known as' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Jo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jo');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/** A text held outside React, as a form store holds an answer. */
function textStore(initial: string) {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      text = next;
      for (const listener of listeners) listener();
    },
  };
}
const knownAs = textStore('Jo');

/** With a value source, the field shows the text the source holds, and a change made elsewhere. */
export const WithValueSource: Story = {
  name: 'With a value source: its text, and a change made elsewhere',
  args: { valueSource: knownAs, onChange: fn((text: string) => knownAs.set(text)) },
  beforeEach: () => knownAs.set('Jo'),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Known as' });
    await expect(input).toHaveValue('Jo');
    await userEvent.type(input, 'anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Joanna');
    await expect(knownAs.get()).toBe('Joanna');
    // The form empties an answer whose question it hides, and restores one kept from an earlier visit.
    knownAs.set('');
    await expect(input).toHaveValue('');
    knownAs.set('Jo Quispe');
    await expect(input).toHaveValue('Jo Quispe');
    await expect(input).toHaveFocus();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Known as/ });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTexts: Story = {
  args: {
    isRequired: true,
    info: 'Used on name badges and in the directory.',
    help: 'The name people call you by.',
    hint: 'For example: Jo',
    warning: 'Changes appear in the directory straight away.',
    postWarning: 'Your organisation sees this name too.',
    placeholder: 'Jo',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /Known as/ });
    await expect(input).toHaveAccessibleDescription(/The name people call you by\. For example: Jo/);
    const info = await canvas.findByRole('button', { name: t('field.moreInformation') });
    await userEvent.tab();
    await expect(info).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Used on name badges and in the directory.');
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.', 'Use at least 2 letters.'] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Known as/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This field is required\. Use at least 2 letters\./);
  },
};

export const DesirableMissing: Story = {
  args: { isDesirableMissing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Known as' })).toHaveAccessibleDescription(
      containing(t('field.desirable')),
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Jo' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Known as' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Jo');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Jo' } };

export const LongContent: Story = {
  args: {
    label: 'The name by which you would like to be known in every listing of the organisation, in full',
    defaultValue: 'Maria da Conceição Albuquerque de Sousa Vasconcelos',
    help: 'This long help text wraps over several lines so the layout must stay readable when it does, in every language.',
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`A ${type} field`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'A email field' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'A url field' })).toHaveAttribute('type', 'url');
  },
};

/** The input hovered and focused by keyboard, as react-aria marks it. */
export const Interaction: Story = {
  name: 'Hover and focus',
  render: (args) => (
    <InteractionStates target="input" states={['rest', 'hovered', 'focusVisible']}>
      {() => <TextField {...args} defaultValue="Jo" />}
    </InteractionStates>
  ),
};
