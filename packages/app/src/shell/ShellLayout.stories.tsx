import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
} from '../features/my-aim/stories/index.ts';
import { storyOfficeStaff as officeStaff } from './stories/office-staff.ts';
import { ShellStory } from './stories/ShellStory.tsx';

const meta = {
  title: 'App/Shell/Layout',
  component: ShellStory,
  tags: ['autodocs'],
  args: { user: storyMember, url: '/my-aim' },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile(storyProfile), myAimHandlers.applications([storyApplication]));
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with assignments and an application: the My AIM tab and its sidebar, no Organisation tab. */
export const SignedInMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(tabs).findByRole('link', { name: 'My AIM' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).queryByRole('link', { name: 'Organisation' })).toBeNull();
    const sidebar = canvas.getByRole('navigation', { name: 'My AIM' });
    await expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).getByRole('link', { name: 'Your family' })).toBeVisible();
    await expect(
      await within(sidebar).findByRole('link', { name: 'Application: Teacher, Rift Valley Academy' }),
    ).toBeVisible();
    // The language is chosen in the profile menu, not in a footer under the page.
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    // R-SHELL-009: no banner in the page metadata, no banner.
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
  },
};

/** Office staff of two organisations: the Organisation tab with its switcher, reached and opened by keyboard. */
export const OfficeStaffWithSwitcher: Story = {
  args: { user: officeStaff, url: '/orgs/3/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('navigation', { name: 'Organisation' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toBeVisible();
    const switcher = canvas.getByRole('button', { name: /Organisation\s*AIM Europe/ });
    switcher.focus();
    await userEvent.keyboard('{Enter}');
    const items = await body.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['AIM Europe', 'AIM Eastern Africa']);
    await userEvent.keyboard('{Escape}');
  },
};

/** An admin: the Organisation tab for every organisation, and never a System Admin tab. */
export const Admin: Story = {
  args: {
    user: { ...officeStaff, is_admin: true, is_office_staff_for: [], user_can: { download_abo_report: '*' } },
    url: '/orgs/7/dashboard',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Organisation' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'System Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'People Management' })).toBeVisible();
  },
};

/** The site-wide banner, its *starred* segment in bold, above every page the user goes to. */
export const WithBanner: Story = {
  args: {
    user: {
      ...storyMember,
      page_metadata: {
        ...storyMember.page_metadata,
        banner: 'Mobilise is down for maintenance on *Saturday 9:00–11:00*.',
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('R-SHELL-009 the banner of the page metadata shows, on this page and the next', async () => {
      const banner = canvas.getByRole('region', { name: 'Announcement' });
      await expect(banner).toHaveTextContent('Mobilise is down for maintenance on Saturday 9:00–11:00.');
      await expect(within(banner).getByText('Saturday 9:00–11:00').tagName).toBe('STRONG');
      const sidebar = canvas.getByRole('navigation', { name: 'My AIM' });
      await userEvent.click(await within(sidebar).findByRole('link', { name: 'Your family' }));
      await waitFor(() =>
        expect(within(sidebar).getByRole('link', { name: 'Your family' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      await expect(canvas.getByRole('region', { name: 'Announcement' })).toBeVisible();
      await userEvent.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    });
  },
};

/** Creative-access mode on: the profile menu's switch shows it. */
export const CreativeAccess: Story = {
  args: { user: { ...storyMember, is_creative_access: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: /Profile menu/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('menuitemcheckbox', { name: 'Creative access' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  },
};

/** On a phone: the Menu toggle opens the navigation, and following a link closes it again. */
export const MobileMenuOpen: Story = {
  args: { user: officeStaff, url: '/orgs/3/dashboard' },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('closes on a route change', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      await userEvent.click(await canvas.findByRole('link', { name: 'Directory' }));
      await expect(await canvas.findByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
    canvas.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Organisation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Organisation\s*AIM Europe/ })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toBeVisible();
  },
};
