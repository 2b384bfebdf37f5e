import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import {
  myAimHandlers,
  storyApplication,
  storyMember,
  storyProfile,
} from '../features/my-aim/stories/index.ts';
import { containing } from '../shared/stories/textPatterns.ts';
import { storyOfficeStaff as officeStaff } from './stories/office-staff.ts';
import { ShellStory } from './stories/ShellStory.tsx';

/** The organisation switcher, named by its label and the organisation chosen. */
const organisationSwitcher = (name: string) =>
  name.startsWith(t('ui:menu.organisation.label')) && name.endsWith('AIM Europe');

const meta = {
  title: 'Screens/Shell/Layout',
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
    const tabs = canvas.getByRole('navigation', { name: t('ui:nav.main') });
    await expect(await within(tabs).findByRole('link', { name: t('shell:nav.tabs.myAim') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).queryByRole('link', { name: t('shell:nav.tabs.organisation') })).toBeNull();
    const sidebar = canvas.getByRole('navigation', { name: t('shell:shell.sidebar.myAim') });
    await expect(within(sidebar).getByRole('link', { name: t('shell:nav.myAim.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).getByRole('link', { name: t('shell:nav.myAim.family') })).toBeVisible();
    await expect(
      await within(sidebar).findByRole('link', {
        name: t('shell:nav.myAim.application', { title: 'Teacher, Rift Valley Academy' }),
      }),
    ).toBeVisible();
    // The language is chosen in the profile menu, not in a footer under the page.
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    // R-SHELL-009: no banner in the page metadata, no banner.
    await expect(canvas.queryByRole('region', { name: t('ui:banner.label') })).toBeNull();
  },
};

/** Office staff of two organisations: the Organisation tab with its switcher, reached and opened by keyboard. */
export const OfficeStaffWithSwitcher: Story = {
  args: { user: officeStaff, url: '/orgs/3/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('navigation', { name: t('shell:shell.sidebar.organisation') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: t('ui:search.label') })).toBeVisible();
    const switcher = canvas.getByRole('button', { name: organisationSwitcher });
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
    await expect(canvas.getByRole('link', { name: t('shell:nav.tabs.organisation') })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: t('ui:search.label') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('shell:nav.tabs.systemAdmin') })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: t('shell:nav.organisation.people.title') }),
    ).toBeVisible();
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
      const banner = canvas.getByRole('region', { name: t('ui:banner.label') });
      await expect(banner).toHaveTextContent('Mobilise is down for maintenance on Saturday 9:00–11:00.');
      await expect(within(banner).getByText('Saturday 9:00–11:00').tagName).toBe('STRONG');
      const sidebar = canvas.getByRole('navigation', { name: t('shell:shell.sidebar.myAim') });
      await userEvent.click(await within(sidebar).findByRole('link', { name: t('shell:nav.myAim.family') }));
      await waitFor(() =>
        expect(within(sidebar).getByRole('link', { name: t('shell:nav.myAim.family') })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      await expect(canvas.getByRole('region', { name: t('ui:banner.label') })).toBeVisible();
      await userEvent.click(within(sidebar).getByRole('link', { name: t('shell:nav.myAim.dashboard') }));
    });
  },
};

/** Creative-access mode on: the profile menu's switch shows it. */
export const CreativeAccess: Story = {
  args: { user: { ...storyMember, is_creative_access: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: containing(t('ui:menu.profile.label')) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await body.findByRole('menuitemcheckbox', { name: t('ui:menu.profile.creativeAccess') }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(body.getByRole('menuitem', { name: t('ui:menu.profile.signOut') })).toHaveAttribute(
      'href',
      '/logout',
    );
  },
};

/** On a phone: the Menu toggle opens the navigation, and following a link closes it again. */
export const MobileMenuOpen: Story = {
  args: { user: officeStaff, url: '/orgs/3/dashboard' },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('closes on a route change', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('ui:nav.mobile.open') }));
      await userEvent.click(await canvas.findByRole('link', { name: t('shell:nav.organisation.directory') }));
      await expect(await canvas.findByRole('button', { name: t('ui:nav.mobile.open') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
    canvas.getByRole('button', { name: t('ui:nav.mobile.open') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: t('ui:nav.mobile.close') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('navigation', { name: t('shell:shell.sidebar.organisation') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: organisationSwitcher })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: t('ui:search.label') })).toBeVisible();
  },
};
