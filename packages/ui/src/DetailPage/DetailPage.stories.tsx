import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { at375, at1280, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { DetailPage } from './DetailPage.tsx';
import { DetailSection } from './DetailSection.tsx';

const meta = {
  title: 'Patterns/Page templates/DetailPage',
  component: DetailPage,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    header: (
      <PageHeader
        title="Ana Silva"
        subtitle="Coordinator, Lisbon Office"
        media={<Avatar name="Ana Silva" size="lg" />}
        status={<Badge tone="positive">Active</Badge>}
        primaryAction={<Button onPress={fn()}>Edit profile</Button>}
      />
    ),
    children: (
      <>
        <DetailSection
          title="Personal details"
          actions={
            <Button variant="tertiary" size="sm" onPress={fn()}>
              Edit
            </Button>
          }
        >
          <DescriptionList
            items={[
              { id: 'first', term: 'First name', description: 'Ana' },
              { id: 'last', term: 'Last name', description: 'Silva' },
              { id: 'known-as', term: 'Known as', description: null },
              { id: 'birth', term: 'Date of birth', description: '12 March 1988' },
            ]}
          />
        </DetailSection>
        <DetailSection title="Contact" description="How the office reaches Ana.">
          <DescriptionList
            items={[
              { id: 'email', term: 'E-mail', description: 'ana.silva@example.org' },
              { id: 'phone', term: 'Phone', description: '' },
            ]}
          />
        </DetailSection>
      </>
    ),
    aside: (
      <DetailSection title="Membership">
        <DescriptionList
          items={[
            { id: 'since', term: 'Member since', description: 'January 2015' },
            { id: 'office', term: 'Office', description: 'Lisbon Office (LIS)' },
          ]}
        />
      </DetailSection>
    ),
  },
} satisfies Meta<typeof DetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1, then one h2 per section, each section a region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ana Silva' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Personal details', 'Contact', 'Membership']);
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      'How the office reaches Ana.',
    );
    await expect(canvas.getAllByText(text('descriptionList.notSet'))).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Without an aside the sections take the whole width. */
export const WithoutAside: Story = {
  args: { aside: undefined },
  play: async ({ canvas }) => {
    const section = rect(canvas.getByRole('region', { name: 'Contact' }));
    const action = rect(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(section.right).toBeCloseTo(action.right, 0);
  },
};

/** On a phone the aside comes under the main sections and nothing is wider than the screen. */
export const At375: Story = {
  globals: at375,
  play: async ({ canvas, canvasElement }) => {
    const contact = rect(canvas.getByRole('region', { name: 'Contact' }));
    const membership = rect(canvas.getByRole('region', { name: 'Membership' }));
    await expect(membership.top).toBeGreaterThan(contact.bottom);
    await expect(membership.left).toBe(contact.left);
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};

/** From lg the aside sits beside the main column, a third of the row. */
export const At1280: Story = {
  globals: at1280,
  play: async ({ canvas }) => {
    const personal = rect(canvas.getByRole('region', { name: 'Personal details' }));
    const membership = rect(canvas.getByRole('region', { name: 'Membership' }));
    await expect(membership.top).toBe(personal.top);
    await expect(membership.left).toBeGreaterThan(personal.right);
    await expect(personal.width).toBeCloseTo(2 * membership.width + 24, 0);
  },
};
