import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type PageInfo, Pagination } from './Pagination.tsx';

const pageOf = (current: number, total = 197, perPage = 20): PageInfo => ({
  total,
  per_page: perPage,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  from: total === 0 ? null : (current - 1) * perPage + 1,
  to: total === 0 ? null : Math.min(total, current * perPage),
});

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: pageOf(1), onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Showing 1–20 of 197');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: pageOf(5) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 81–100 of 197');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Page 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: pageOf(10) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 181–197 of 197');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const SinglePage: Story = {
  args: { page: pageOf(1, 7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 1–7 of 7');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: pageOf(1, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('No results');
  },
};

export const Loading: Story = {
  args: { page: pageOf(2), isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { page: pageOf(1234, 123_456, 100) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 123,301–123,400 of 123,456');
    await expect(canvas.getByRole('button', { name: 'Page 1,235' })).toBeVisible();
  },
};

/** The pages change as the buttons are used, as in a list page. */
export const Interactive: Story = {
  render: (args) => {
    const [current, setCurrent] = useState(1);
    return <Pagination {...args} page={pageOf(current)} onPageChange={setCurrent} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 41–60 of 197');
  },
};
