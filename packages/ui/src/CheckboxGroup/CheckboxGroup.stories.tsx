import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const languages = [
  'Arabic',
  'Bengali',
  'Català',
  'Deutsch',
  'English',
  'Español',
  'Français',
  'Hindi',
  'Italiano',
  'Kiswahili',
  'Mandarin',
  'Português',
  'Română',
  'Türkçe',
].map((label) => ({ value: label.toLowerCase(), label }));

const meta = {
  title: 'Components/Fields/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    label: 'Skills',
    options: [
      { value: 'driving', label: 'Driving' },
      { value: 'first-aid', label: 'First aid' },
      { value: 'teaching', label: 'Teaching' },
    ],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Skills' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Driving' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'First aid' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['driving', 'teaching']);
  },
};

export const SearchFromFourteenOptions: Story = {
  name: 'Search box from 14 options',
  tags: ['R-FIELD-046'],
  args: { label: 'Languages spoken', options: languages },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CheckboxGroup {...args} label="Thirteen languages" options={languages.slice(0, 13)} />
      <CheckboxGroup {...args} label="Fourteen languages" />
    </div>
  ),
  play: async ({ canvas }) => {
    const thirteen = within(canvas.getByRole('group', { name: 'Thirteen languages' }));
    await expect(thirteen.getAllByRole('checkbox')).toHaveLength(13);
    await expect(thirteen.queryByRole('searchbox')).toBeNull();
    const fourteen = within(canvas.getByRole('group', { name: 'Fourteen languages' }));
    await expect(fourteen.getAllByRole('checkbox')).toHaveLength(14);
    await expect(fourteen.getByRole('searchbox', { name: t('inputs.search.label') })).toBeVisible();
  },
};

export const SearchKeepsHiddenChoices: Story = {
  args: { label: 'Languages spoken', options: languages, defaultValue: ['english'] },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: t('inputs.search.label') });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    // Case and accents are ignored: "ES" finds "Español" and "Português", "ROMANA" finds "Română".
    await userEvent.keyboard('ES');
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'español',
      'português',
    ]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['english', 'español']);
    await userEvent.clear(search);
    await userEvent.type(search, 'ROMANA');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: 'Română' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'Klingon');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('inputs.search.noMatches'));
    await userEvent.clear(search);
    await expect(canvas.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Español' })).toBeChecked();
  },
};

export const SearchForced: Story = {
  args: { isSearchForced: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('inputs.search.label') }), 'AID');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: 'First aid' })).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Skills/ })).toBeVisible();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['Choose at least one.'] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Skills/ });
    await expect(group).toHaveAccessibleDescription('Choose at least one.');
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
      await expect(checkbox).toHaveAccessibleDescription('Choose at least one.');
    }
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['first-aid'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Driving' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'First aid' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['first-aid'] },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Which of these skills could you offer the team you join, now or after some training',
    help: 'This long help text wraps over several lines so the layout must stay readable when it does.',
    defaultValue: ['teaching'],
    options: [
      { value: 'driving', label: 'Driving a four-wheel-drive vehicle on unmade roads, with a valid licence' },
      {
        value: 'first-aid',
        label: 'First aid, with a certificate from a recognised body less than three years old',
      },
      { value: 'teaching', label: 'Teaching children or adults, in a school or informally' },
    ],
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CheckboxGroup {...args} label="Chosen" defaultValue={['driving', 'teaching']} />
      <CheckboxGroup {...args} label="Invalid" isRequired errors={['Choose at least one.']} />
      <CheckboxGroup {...args} label="Read-only" isReadOnly defaultValue={['first-aid']} />
      <CheckboxGroup {...args} label="Disabled" isDisabled defaultValue={['first-aid']} />
    </div>
  ),
};
