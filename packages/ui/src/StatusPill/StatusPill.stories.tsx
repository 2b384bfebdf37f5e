import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { StatusPill } from './StatusPill.tsx';
import { statusesOf, statusKinds } from './statuses.ts';

const meta = {
  title: 'Components/People/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  args: { kind: 'requisitionAvailability', status: 'FULFILLED' },
  argTypes: { kind: { control: 'select', options: statusKinds } },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('status.requisitionAvailability.FULFILLED'))).toBeVisible();
  },
};

export const RequisitionAvailability: Story = {
  name: 'Requisition availability Open, Filled, Archived',
  tags: ['R-STATE-027'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusPill kind="requisitionAvailability" status="OPEN" />
      <StatusPill kind="requisitionAvailability" status="FULFILLED" />
      <StatusPill kind="requisitionAvailability" status="RETRACTED" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('span')].map((pill) => pill.textContent);
    await expect(labels).toEqual([
      t('status.requisitionAvailability.OPEN'),
      t('status.requisitionAvailability.FULFILLED'),
      t('status.requisitionAvailability.RETRACTED'),
    ]);
  },
};

export const ReviewAwaitingSignOff: Story = {
  args: { kind: 'review', status: 'SUBMITTED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('status.review.SUBMITTED'))).toBeVisible();
  },
};

/** Every kind with every one of its statuses, as the visual reference. */
export const States: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
      {statusKinds.map((kind) => (
        <div key={kind} style={{ display: 'contents' }}>
          <dt style={{ fontFamily: 'monospace', alignSelf: 'center' }}>{kind}</dt>
          <dd style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0 }}>
            {statusesOf(kind).map((status) => (
              <StatusPill key={status} kind={kind} status={status} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const pills = canvasElement.querySelectorAll('dd > span');
    const total = statusKinds.reduce((sum, kind) => sum + statusesOf(kind).length, 0);
    await expect(pills).toHaveLength(total);
    // No raw key leaks through: every pill shows a translated label.
    for (const pill of pills) await expect(pill.textContent).not.toMatch(/^status\.|_/);
  },
};
