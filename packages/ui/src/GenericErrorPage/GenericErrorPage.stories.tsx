import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { GenericErrorPage } from './GenericErrorPage.tsx';

const meta = {
  title: 'Patterns/Error and message pages/GenericErrorPage',
  component: GenericErrorPage,
  tags: ['autodocs'],
  args: { supportEmail: 'support@example.org', onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GenericErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/support@example\.org/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const WithoutSupportContact: Story = {
  args: { supportEmail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

export const Heading: Story = {
  name: 'Has the heading "Oops"',
  tags: ['R-ERROR-001'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('genericError.title') })).toBeVisible();
  },
};

export const Text: Story = {
  name: 'Says "Something went wrong"',
  tags: ['R-ERROR-002'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('genericError.text'))).toBeVisible();
  },
};

export const ReloadLink: Story = {
  name: 'Has a reload link that reloads the page',
  tags: ['R-ERROR-003'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: t('genericError.reload') });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const SupportContact: Story = {
  name: 'Shows a support contact email',
  tags: ['R-ERROR-004'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(text('genericError.contact', { email: 'support@example.org' })),
    ).toBeVisible();
  },
};
