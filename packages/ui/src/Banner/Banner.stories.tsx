import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Components/Navigation/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    message: 'The system will be unavailable on *Saturday 14th June* from *09:00 to 12:00* for maintenance.',
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoldSegments: Story = {
  name: 'Bold segments of the banner text',
  tags: ['R-SHELL-010'],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t('banner.label') });
    await expect(region).toHaveTextContent(
      'The system will be unavailable on Saturday 14th June from 09:00 to 12:00 for maintenance.',
    );
    const bold = [...region.querySelectorAll('strong')].map((strong) => strong.textContent);
    await expect(bold).toEqual(['Saturday 14th June', '09:00 to 12:00']);
    await expect(region).not.toHaveTextContent('*');
  },
};

export const NeverHtml: Story = {
  name: 'Never HTML',
  args: { message: 'Hello <img src=x onerror="alert(1)"> and <b>x</b>, with *real bold* and a lone * star.' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t('banner.label') });
    await expect(region).toHaveTextContent(
      'Hello <img src=x onerror="alert(1)"> and <b>x</b>, with real bold and a lone * star.',
    );
    await expect(region.querySelector('img')).toBeNull();
    await expect(region.querySelector('b')).toBeNull();
    await expect([...region.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      'real bold',
    ]);
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: t('banner.dismiss') });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    onDismiss: fn(),
    message:
      '*Important:* from next month every leave request must include the dates of travel, the destination address and a phone number where you can be reached. Requests without them will be returned to you. *Thank you* for your help.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

/** One banner per page: it is a landmark, and two with the same name would be ambiguous. */
export const States: Story = { args: { onDismiss: fn() } };
