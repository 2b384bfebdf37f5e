import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { PositionAssignmentsField } from './PositionAssignmentsField.tsx';

const positions = [
  { id: 'pos-lead', name: 'Team leader' },
  { id: 'pos-fin', name: 'Finance officer' },
];

const people = [
  { value: 'p1', label: 'Amani Otieno' },
  { value: 'p2', label: 'Beatriz Costa' },
  { value: 'p3', label: 'Camille Durand' },
];

const meta = {
  title: 'Components/Fields/PositionAssignmentsField',
  component: PositionAssignmentsField,
  tags: ['autodocs'],
  args: { label: 'Reviewers', positions, people, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PositionAssignmentsField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Reviewers' })).toBeVisible();
    await userEvent.tab();
    const lead = canvas.getByRole('group', { name: 'Team leader' });
    await expect(within(lead).getByRole('checkbox', { name: 'Amani Otieno' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ 'pos-lead': ['p1'] });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('group', { name: 'Finance officer' })).getByRole('checkbox', {
        name: 'Amani Otieno',
      }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ 'pos-lead': ['p1'], 'pos-fin': ['p1'] });
  },
};

export const Filled: Story = {
  args: { defaultValue: { 'pos-lead': ['p2'], 'pos-fin': ['p1', 'p3'] } },
  play: async ({ canvas }) => {
    const finance = within(canvas.getByRole('group', { name: 'Finance officer' }));
    await expect(finance.getByRole('checkbox', { name: 'Camille Durand' })).toBeChecked();
    await expect(finance.getByRole('checkbox', { name: 'Beatriz Costa' })).not.toBeChecked();
  },
};

export const ManyPeople: Story = {
  args: {
    positions: [{ id: 'pos-lead', name: 'Team leader' }],
    people: Array.from({ length: 14 }, (_, index) => ({
      value: `p${index + 1}`,
      label: `Person ${index + 1}`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: t('inputs.search.label') })).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['Assign someone to every position.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Reviewers/ })).toHaveAccessibleDescription(
      'Assign someone to every position.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { 'pos-lead': ['p2'] } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Amani Otieno' })[0] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { 'pos-lead': ['p2'] } },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Who takes on each responsibility in the team during the first year of the assignment',
    help: 'Everyone listed is a member of the receiving team. You can assign one person to several positions.',
    positions: [
      ...positions,
      { id: 'pos-long', name: 'Coordinator for member care, pastoral support and debriefing after crises' },
    ],
    defaultValue: { 'pos-long': ['p3'] },
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PositionAssignmentsField
        {...args}
        label="Filled"
        defaultValue={{ 'pos-lead': ['p1'], 'pos-fin': ['p2'] }}
      />
      <PositionAssignmentsField
        {...args}
        label="Invalid"
        isRequired
        errors={['Assign someone to every position.']}
      />
      <PositionAssignmentsField {...args} label="Disabled" isDisabled defaultValue={{ 'pos-lead': ['p1'] }} />
    </div>
  ),
};
