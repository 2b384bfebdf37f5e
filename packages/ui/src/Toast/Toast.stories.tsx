import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { tones } from '../Alert/tone.css.ts';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, type ToastMessage, ToastRegion } from './Toast.tsx';

// One queue per story, emptied first, so no toast leaks between stories.
const defaultQueue = createToastQueue();
const tonesQueue = createToastQueue();
const dismissQueue = createToastQueue();

const saved: ToastMessage = {
  tone: 'positive',
  title: 'Profile saved',
  description: 'Your changes are visible now.',
};

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastRegion,
  // No autodocs tag: Toast.mdx is the docs page, with the guidance around these stories.
  args: { queue: defaultQueue },
  render: (args) => (
    <>
      <Button variant="secondary" onPress={() => args.queue?.add(saved)}>
        Save profile
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    defaultQueue.clear();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: t('toast.region') });
    const toast = within(region).getByRole('alertdialog', { name: 'Profile saved' });
    await expect(toast).toHaveAccessibleDescription('Your changes are visible now.');
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Profile saved');
    // Focus stays where the user was; the toast comes next in the tab order.
    await expect(canvas.getByRole('button', { name: 'Save profile' })).toHaveFocus();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
  },
};

export const CloseByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    defaultQueue.clear();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Profile saved' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: t('toast.close') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The toast is gone, so focus goes back to where it was.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save profile' })).toHaveFocus());
  },
};

export const AutoDismiss: Story = {
  args: { queue: dismissQueue },
  render: (args) => (
    <>
      <Button variant="secondary" onPress={() => args.queue?.add(saved, { timeout: 1500 })}>
        Save profile
      </Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    dismissQueue.clear();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Profile saved' });
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const States: Story = {
  args: { queue: tonesQueue },
  render: (args) => <ToastRegion {...args} />,
  play: async ({ canvasElement }) => {
    tonesQueue.clear();
    for (const tone of tones) {
      tonesQueue.add({ tone, title: `A ${tone} notification`, description: 'With a line of detail.' });
    }
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(tones.length));
  },
};
