import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, text as pageText, t } from '../../../../.storybook/story-text.ts';
import { InteractionStates } from '../styles/interactionStories.tsx';
import { Select, selectionModes } from './Select.tsx';

const countries = [
  'Brasil',
  'Canada',
  'Côte d’Ivoire',
  'España',
  'France',
  'Ghana',
  'India',
  'Kenya',
  'México',
  'Moçambique',
  'Perú',
  'Portugal',
  'Sénégal',
  'Türkiye',
].map((label) => ({
  value: label
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase(),
  label,
}));

// Deterministic, so the screenshot and the assertions never change.
const manyPlaces = Array.from({ length: 5000 }, (_, index) => {
  const number = String(index + 1).padStart(4, '0');
  return { value: `place-${number}`, label: `Place ${number}` };
});

const meta = {
  title: 'Components/Fields/Select',
  component: Select,
  // No autodocs tag: Select.mdx is the docs page, with the guidance around these stories.
  args: {
    label: 'Preferred region',
    options: [
      { value: 'africa', label: 'Africa' },
      { value: 'americas', label: 'Americas' },
      { value: 'asia', label: 'Asia' },
      { value: 'europe', label: 'Europe' },
    ],
    onChange: fn(),
  },
  argTypes: { selectionMode: { control: 'inline-radio', options: selectionModes } },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Preferred region/ });
    await expect(trigger).toHaveTextContent(pageText('inputs.select.placeholder'));
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(body(canvasElement).queryByRole('searchbox')).toBeNull();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Africa' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('asia');
    await expect(trigger).toHaveTextContent('Asia');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: 'asia' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Preferred region/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Asia' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SearchFromFourteenOptions: Story = {
  name: 'Search box from 14 options',
  tags: ['R-FIELD-044'],
  args: { label: 'Country' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} label="Thirteen countries" options={countries.slice(0, 13)} />
      <Select {...args} label="Fourteen countries" options={countries} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Thirteen countries/ }));
    let listbox = await body(canvasElement).findByRole('listbox');
    // The list is virtualised: the options' set size tells how many there are.
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '13');
    await expect(body(canvasElement).queryByRole('searchbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: /Fourteen countries/ }));
    listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '14');
    const search = body(canvasElement).getByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    // Case and accents are ignored.
    await userEvent.keyboard('SENEGAL');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Fourteen countries/ })).toHaveTextContent('Sénégal');
  },
};

export const SearchForced: Story = {
  args: { label: t('address.stateOrProvince'), isSearchForced: true },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: containing(t('address.stateOrProvince')) }));
    const search = await body(canvasElement).findByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('eu');
    const listbox = body(canvasElement).getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('europe');
  },
};

export const NoMatch: Story = {
  args: { label: 'Country', options: countries },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const search = await body(canvasElement).findByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('Atlantis');
    await expect(await body(canvasElement).findByText(pageText('inputs.search.noMatches'))).toBeVisible();
  },
};

export const FiveThousandOptions: Story = {
  name: 'Five thousand options, virtualised',
  args: { label: 'Meeting place', options: manyPlaces },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Meeting place/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Place 0001' })).toBeVisible());
    // Only the options in view are in the page, not five thousand.
    await expect(within(listbox).getByRole('option', { name: 'Place 0001' })).toHaveAttribute(
      'aria-setsize',
      '5000',
    );
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
    const search = body(canvasElement).getByRole('searchbox', { name: t('inputs.search.label') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('4321');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('place-4321');
    await expect(trigger).toHaveTextContent('Place 4321');
  },
};

export const Multiple: Story = {
  args: { selectionMode: 'multiple', label: 'Regions you would serve in' },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Regions you would serve in/ });
    await expect(trigger).toHaveTextContent(pageText('inputs.select.placeholderMultiple'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Africa' })).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['africa', 'europe']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Africa and Europe');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: /Preferred region/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['This field is required.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Preferred region/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, selectionMode: 'multiple', defaultValue: ['asia', 'europe'] },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Preferred region' });
    await expect(text).toHaveAttribute('readonly');
    await expect(text).toHaveValue('Asia and Europe');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'asia' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Preferred region/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Preferred region/ }));
    await expect(await body(canvasElement).findByText(pageText('inputs.select.noOptions'))).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    label: 'The region of the world where you would most like to serve, if the organisation can choose',
    help: 'This long help text wraps over several lines so the layout must stay readable when it does.',
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        label: 'Sub-Saharan Africa, including the islands of the Indian Ocean and the Gulf of Guinea',
      },
      { value: 'short', label: 'Europe' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /The region of the world/ }));
    await expect(await body(canvasElement).findByRole('listbox')).toBeVisible();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Select {...args} label="Nothing chosen" />
      <Select {...args} label="Chosen" defaultValue="asia" />
      <Select
        options={args.options}
        label="Several chosen"
        selectionMode="multiple"
        defaultValue={['asia', 'europe']}
      />
      <Select {...args} label="Invalid" isRequired errors={['This field is required.']} />
      <Select {...args} label="Read-only" isReadOnly defaultValue="asia" />
      <Select {...args} label="Disabled" isDisabled defaultValue="asia" />
    </div>
  ),
};

/** The trigger hovered, focused by keyboard and pressed, as react-aria marks it. */
export const Interaction: Story = {
  name: 'Hover, focus and press',
  render: (args) => (
    <InteractionStates target="button">{() => <Select {...args} defaultValue="asia" />}</InteractionStates>
  ),
};
