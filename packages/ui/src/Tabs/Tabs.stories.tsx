import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Assignment">
        <Tab id="details">Details</Tab>
        <Tab id="itinerary">Itinerary</Tab>
        <Tab id="documents" isDisabled>
          Documents
        </Tab>
        <Tab id="reviews">Reviews</Tab>
      </TabList>
      <TabPanel id="details">The assignment's dates, place and positions.</TabPanel>
      <TabPanel id="itinerary">Travel, language school and orientation.</TabPanel>
      <TabPanel id="documents">Memoranda of understanding.</TabPanel>
      <TabPanel id="reviews">Beginning of term, annual and end of term reviews.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const itinerary = canvas.getByRole('tab', { name: 'Itinerary' });
    await expect(itinerary).toHaveFocus();
    await expect(itinerary).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('itinerary');
    await expect(canvas.getByRole('tabpanel', { name: 'Itinerary' })).toHaveTextContent(
      'Travel, language school',
    );
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  },
};
