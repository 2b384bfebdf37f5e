import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'org', label: 'AIM Europe', href: '#/org/1' },
      { id: 'requisitions', label: 'Requisitions', href: '#/org/1/requisitions' },
      { id: 'requisition', label: 'Primary school teacher, Maputo', href: '#/requisitions/R-123' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('breadcrumbs.label') });
    await expect(nav).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'AIM Europe' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Requisitions' })).toHaveFocus();
    // The current page is last: marked current, and not a link to itself.
    const current = canvas.getByText('Primary school teacher, Maputo');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { id: 'org', label: 'AIM International Office', href: '#/org/2' },
      { id: 'vsp', label: 'Vision and strategy papers', href: '#/org/2/vision-strategy-papers' },
      {
        id: 'paper',
        label: 'Vision and strategy paper for the education work in the northern provinces',
        href: '#/vsp/9',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
