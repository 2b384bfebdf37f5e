import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Office hours</Button>
      <Popover {...args}>
        <Dialog aria-labelledby="office-hours" style={{ padding: 12, outline: 'none' }}>
          <Heading id="office-hours" slot="title" style={{ margin: 0, fontSize: '1rem' }}>
            Lisbon office
          </Heading>
          <p style={{ margin: '8px 0 0' }}>Monday to Friday, 9:00 to 17:00.</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Office hours' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Lisbon office' });
    await expect(dialog).toHaveTextContent('Monday to Friday');
    // The popover is in the page before it is placed; focus moves in (and Escape reaches it) once it has entered.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria hands focus back in the frame after the popover unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { placement: 'bottom start' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Office hours' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};
