import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { at375, at1280, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Patterns/Page templates/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    title: 'Manage people',
    subtitle: 'Everyone in the Lisbon Office, their status and their contact details.',
    breadcrumbs: [
      { id: 'organisation', label: 'Lisbon Office', href: '/organisations/7' },
      { id: 'people', label: 'Manage people', href: '/organisations/7/people' },
    ],
    status: <Badge tone="positive">Active</Badge>,
    primaryAction: <Button onPress={fn()}>Add a person</Button>,
    secondaryActions: (
      <Button variant="secondary" onPress={fn()}>
        Export
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every part: breadcrumbs, the title as the page's h1 with its status, the subtitle and both actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Manage people' });
    // The shell focuses the page's h1 after a navigation, so it must take focus from script.
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('navigation', { name: t('breadcrumbs.label') })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    canvas.getByRole('button', { name: 'Add a person' }).focus();
    await expect(canvas.getByRole('button', { name: 'Add a person' })).toHaveFocus();
    // The picture is taken with the focus back on the heading, which draws no ring: whether a button
    // focused from script shows its ring depends on the story before (the input modality react-aria saw).
    heading.focus();
  },
};

/** Only the title: nothing else takes room. */
export const TitleOnly: Story = {
  args: {
    subtitle: undefined,
    breadcrumbs: undefined,
    status: undefined,
    primaryAction: undefined,
    secondaryActions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Manage people');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A person's page: their avatar before the name. */
export const WithMedia: Story = {
  args: {
    title: 'Ana Silva',
    subtitle: 'Coordinator, Lisbon Office',
    breadcrumbs: undefined,
    media: <Avatar name="Ana Silva" size="lg" />,
    primaryAction: <Button onPress={fn()}>Edit profile</Button>,
    secondaryActions: undefined,
  },
  play: async ({ canvas }) => {
    const heading = rect(canvas.getByRole('heading', { level: 1 }));
    const avatar = rect(canvas.getByText('AS'));
    await expect(avatar.right).toBeLessThan(heading.left);
  },
};

const longTitle = {
  title: 'Requisitions and papers of Maria da Conceição Albuquerque-Vasconcelos de Bragança',
  status: <Badge tone="caution">Pending approval</Badge>,
};

/** On a phone the actions sit under the title, and a long title wraps between words, not inside them. */
export const At375: Story = {
  args: longTitle,
  globals: at375,
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const primary = rect(canvas.getByRole('button', { name: 'Add a person' }));
    await expect(primary.top).toBeGreaterThan(rect(heading).bottom);
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
    // The title wraps onto several lines within the width rather than widening the page.
    await expect(rect(heading).height).toBeGreaterThan(
      2 * Number.parseFloat(getComputedStyle(heading).fontSize),
    );
  },
};

/** From md the actions sit beside the title, at the end of the line, the primary one last. */
export const At1280: Story = {
  args: longTitle,
  globals: at1280,
  play: async ({ canvas }) => {
    const heading = rect(canvas.getByRole('heading', { level: 1 }));
    const primary = rect(canvas.getByRole('button', { name: 'Add a person' }));
    const secondary = rect(canvas.getByRole('button', { name: 'Export' }));
    await expect(primary.left).toBeGreaterThan(heading.right);
    await expect(secondary.right).toBeLessThan(primary.left);
  },
};
