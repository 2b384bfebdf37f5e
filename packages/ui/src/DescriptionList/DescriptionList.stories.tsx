import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Components/Data/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'name', term: 'Name', description: 'Ana Silva' },
      { id: 'email', term: 'E-mail', description: 'ana.silva@example.org' },
      { id: 'organisation', term: 'Organisation', description: 'Lisbon Office (LIS)' },
      { id: 'status', term: 'Status', description: 'Active' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns from the md breakpoint (768 px); the test viewport is 1024 px wide. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('E-mail').tagName).toBe('DT');
    await expect(canvas.getByText('ana.silva@example.org').tagName).toBe('DD');
    const [first, second] = [...canvasElement.querySelectorAll('dl > div')];
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(0);
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        id: 'address',
        term: 'Current address, as given on the most recent registration form',
        description:
          'Rua Professor Doutor Egas Moniz de Albuquerque e Vasconcelos, 1234, 5.º andar esquerdo, 1000-001 Lisboa',
      },
      {
        id: 'url',
        term: 'Website',
        description: 'https://example.org/a/very/long/path/that/has/no/spaces/to/break',
      },
      { id: 'none', term: 'Phone', description: '—' },
    ],
  },
};

/** A value that is not set shows a muted "Not set", in the reader's language, instead of leaving a gap. */
export const NotSet: Story = {
  args: {
    items: [
      { id: 'name', term: 'Name', description: 'Ana Silva' },
      { id: 'known-as', term: 'Known as', description: null },
      { id: 'phone', term: 'Phone', description: undefined },
      { id: 'email', term: 'E-mail', description: '' },
      { id: 'children', term: 'Children', description: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(text('descriptionList.notSet'))).toHaveLength(3);
    for (const unset of canvas.getAllByText(text('descriptionList.notSet')))
      await expect(unset.tagName).toBe('DD');
    // Zero is a value, not a gap.
    await expect(canvas.getByText('0').tagName).toBe('DD');
  },
};
