import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { Alert } from './Alert.tsx';
import { SaveErrorAlert } from './SaveErrorAlert.tsx';
import { tones } from './tone.css.ts';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { title: 'Profile updated', children: 'Your new address appears on your profile.' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', title: 'New template', children: 'This form changed since you last opened it.' },
  play: async ({ canvas }) => {
    // Present on load: not a live region, so nothing is announced out of context.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(`${text('alert.tone.info')}:`)).toBeInTheDocument();
  },
};

export const Positive: Story = { args: { tone: 'positive' } };

export const Caution: Story = {
  args: { tone: 'caution', title: 'Passport expires soon', children: 'Renew it before you travel.' },
};

export const Critical: Story = {
  args: { tone: 'critical', title: 'Upload failed', children: 'Please choose an image.' },
};

export const LiveCritical: Story = {
  args: { ...Critical.args, isLive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${text('alert.tone.critical')}: Upload failed`,
    );
  },
};

export const LivePositive: Story = {
  args: { tone: 'positive', isLive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${text('alert.tone.positive')}: Profile updated`,
    );
  },
};

export const SaveError: Story = {
  name: 'Save failure alert joins the server messages with commas',
  tags: ['R-ERROR-019'],
  render: () => (
    <SaveErrorAlert messages={['The name has already been taken', 'The start date is not a date']} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text('save.error', { messages: 'The name has already been taken, The start date is not a date' }),
    );
  },
};

export const LongContent: Story = {
  args: {
    tone: 'caution',
    title: 'Some answers could not be checked against the organisation’s records',
    children:
      'The records service did not answer in time. Your answers are saved; they will be checked again when you next open this form, in whichever language you use.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`A ${tone} message`} />
      ))}
      <Alert tone="info">A message without a title.</Alert>
    </div>
  ),
};
