import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from 'react-aria-components/Input';
import { TextField } from 'react-aria-components/TextField';
import { expect } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { inputBox } from '../styles/input.css.ts';
import { FieldChrome } from './FieldChrome.tsx';

const meta = {
  title: 'Components/Fields/FieldChrome',
  component: FieldChrome,
  tags: ['autodocs'],
  args: { label: 'Passport number', children: null },
  render: ({ children: _input, ...args }) => (
    <div style={{ maxWidth: 360 }}>
      <TextField
        isRequired={args.isRequired}
        isInvalid={(args.errors ?? []).length > 0}
        validationBehavior="aria"
      >
        <FieldChrome {...args}>
          <Input className={inputBox} />
        </FieldChrome>
      </TextField>
    </div>
  ),
} satisfies Meta<typeof FieldChrome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Passport number' })).not.toHaveAccessibleDescription();
  },
};

export const EveryText: Story = {
  args: {
    isRequired: true,
    info: 'Used to book your flights.',
    help: 'As printed on the photo page.',
    hint: 'Letters and numbers only.',
    warning: 'Check the expiry date first.',
    postWarning: 'The office sees this number.',
    errors: ['This field is required.'],
    isDesirableMissing: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Passport number/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      /As printed on the photo page\. Letters and numbers only\. Check the expiry date first\./,
    );
    await expect(input).toHaveAccessibleDescription(/This field is required\./);
    await expect(await canvas.findByRole('button', { name: t('field.moreInformation') })).toBeVisible();
    await expect(canvas.getByText('The office sees this number.')).toBeVisible();
  },
};
