import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import { expect } from 'storybook/test';
import { inputBox } from '../styles/input.css.ts';
import { FieldGroup } from './FieldGroup.tsx';

const meta = {
  title: 'Components/Fields/FieldGroup',
  component: FieldGroup,
  tags: ['autodocs'],
  args: { label: 'Emergency contact', help: 'Someone we may call if you cannot be reached.', children: null },
  render: ({ children: _inputs, ...args }) => (
    <div style={{ maxWidth: 360 }}>
      <FieldGroup {...args}>
        <div style={{ display: 'grid', gap: 8 }}>
          <TextField>
            <Label>Name</Label>
            <Input className={inputBox} />
          </TextField>
          <TextField>
            <Label>Phone</Label>
            <Input className={inputBox} type="tel" />
          </TextField>
        </div>
      </FieldGroup>
    </div>
  ),
} satisfies Meta<typeof FieldGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Emergency contact' });
    await expect(group).toHaveAccessibleDescription('Someone we may call if you cannot be reached.');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['Give a name and a phone number.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Emergency contact/ })).toHaveAccessibleDescription(
      /Give a name and a phone number\./,
    );
  },
};
