import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { number, t, text } from '../../../../.storybook/story-text.ts';
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
  title: 'Components/Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: pageOf(1), onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('pagination.label') });
    await expect(nav).toHaveTextContent(
      text('pagination.summary', { from: number(1), to: number(20), total: number(197) }),
    );
    await expect(canvas.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('pagination.page', { page: number(1) }) }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t('pagination.page', { page: number(1) }) }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: pageOf(5) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      text('pagination.summary', { from: number(81), to: number(100), total: number(197) }),
    );
    await expect(
      canvas.getByRole('button', { name: t('pagination.page', { page: number(5) }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.queryByRole('button', { name: t('pagination.page', { page: number(2) }) }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: pageOf(10) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      text('pagination.summary', { from: number(181), to: number(197), total: number(197) }),
    );
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pagination.previous') })).toBeEnabled();
  },
};

export const SinglePage: Story = {
  args: { page: pageOf(1, 7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      text('pagination.summary', { from: number(1), to: number(7), total: number(7) }),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: pageOf(1, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent(text('pagination.none'));
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
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      text('pagination.summary', { from: number(123_301), to: number(123_400), total: number(123_456) }),
    );
    await expect(
      canvas.getByRole('button', { name: t('pagination.page', { page: number(1235) }) }),
    ).toBeVisible();
  },
};

/** The pages change as the buttons are used, as in a list page. */
export const Interactive: Story = {
  render: (args) => {
    const [current, setCurrent] = useState(1);
    return <Pagination {...args} page={pageOf(current)} onPageChange={setCurrent} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.next') }));
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.next') }));
    await expect(
      canvas.getByRole('button', { name: t('pagination.page', { page: number(3) }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      text('pagination.summary', { from: number(41), to: number(60), total: number(197) }),
    );
  },
};
