import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import {
  storyFeatureFlags,
  storySystemSettings,
  systemSettingsServer,
} from '../../features/system-settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './SystemSettingsPage.tsx';

const saved = fn<(body: Record<string, unknown>) => void>();

const meta = {
  title: 'Screens/System settings',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.SystemSettings,
    url: '/system-settings',
    user: { ...storyOfficeStaff, is_admin: true, is_office_staff_for: [], user_can: {} },
  },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(...systemSettingsServer(storySystemSettings, saved));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each feature flag as a switch with what it turns on, no banner yet, applications open to every organisation; on a phone. */
export const Overview: Story = {
  ...atPhoneWidth,
  tags: ['R-ROUTE-029', 'R-ROLE-022'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('systemSettings:system.title') }),
    ).toBeVisible();
    const flags = within(
      await canvas.findByRole('region', { name: t('systemSettings:system.flags.heading') }),
    );
    const leave = flags.getByRole('checkbox', {
      name: t('systemSettings:system.flags.names.leave_requests'),
    });
    await expect(leave).toBeChecked();
    await expect(leave).toHaveAccessibleDescription(t('systemSettings:system.flags.meanings.leave_requests'));
    await expect(flags.getAllByRole('checkbox')).toHaveLength(Object.keys(storyFeatureFlags).length);
    await expect(
      flags.getByRole('checkbox', { name: t('systemSettings:system.flags.names.review_forms') }),
    ).not.toBeChecked();
    await expect(canvas.getByText(t('systemSettings:system.banner.none'))).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: t('systemSettings:system.restriction.restricted') }),
    ).not.toBeChecked();
    await expectNoSidewaysScroll();
  },
};

/**
 * R-SHELL-010: the preview shows `*bold*` in bold as the shell's banner will, while it is typed; saved,
 * the page says every user gets it on their next page, and the banner can be removed again.
 */
export const BannerWithBold: Story = {
  name: 'Banner with bold',
  tags: ['R-SHELL-009', 'R-SHELL-010'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: t('systemSettings:system.banner.label') });
    await userEvent.type(text, '*Offices closed* on 24 December');
    const preview = canvas.getByRole('region', { name: t('systemSettings:system.banner.previewLabel') });
    await expect(within(preview).getByText('Offices closed').tagName).toBe('STRONG');
    await expect(preview).toHaveTextContent('Offices closed on 24 December');
    await userEvent.click(canvas.getByRole('button', { name: t('systemSettings:system.banner.save') }));
    await expect(await canvas.findByText(t('systemSettings:system.saved'))).toBeVisible();
    await expect(saved).toHaveBeenCalledWith({ banner: '*Offices closed* on 24 December', version: 0 });
    await expect(
      canvas.getByRole('button', { name: t('systemSettings:system.banner.remove') }),
    ).toBeVisible();
  },
};

/**
 * By keyboard: the leave flag turned off and saved. Another admin had saved the flags meanwhile, so the
 * save is refused as stale with the choice kept; after loading the saved settings it goes through.
 */
export const FlagOffAfterAStaleSave: Story = {
  name: 'A flag turned off, after a stale save',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const leave = await canvas.findByRole('checkbox', {
      name: t('systemSettings:system.flags.names.leave_requests'),
    });
    // Another admin saves the flags after this page read them.
    await fetch('/api/system-settings/feature-flags', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ feature_flags: storyFeatureFlags, version: 3 }),
    });
    saved.mockClear();
    leave.focus();
    await userEvent.keyboard(' ');
    await expect(leave).not.toBeChecked();
    canvas.getByRole('button', { name: t('systemSettings:system.flags.save') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('systemSettings:system.stale.title'))).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
    await expect(leave).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('systemSettings:system.stale.reload') }));
    await waitFor(() => expect(canvas.queryByText(t('systemSettings:system.stale.title'))).toBeNull());
    await expect(leave).not.toBeChecked();
    // The notice went with the button the keyboard was on: focus is on what followed it, the save button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('systemSettings:system.flags.save') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('systemSettings:system.saved'))).toBeVisible();
    await expect(saved).toHaveBeenCalledWith({
      feature_flags: { ...storyFeatureFlags, leave_requests: false },
      version: 4,
    });
  },
};

/** R-VALID-006: applications restricted to the organisations chosen. */
export const ApplicationsRestricted: Story = {
  tags: ['R-VALID-006'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: t('systemSettings:system.restriction.restricted') }),
    );
    await expect(canvas.getByText(t('systemSettings:system.restriction.noneChosen'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'AIM Europe' }));
    await userEvent.click(canvas.getByRole('button', { name: t('systemSettings:system.restriction.save') }));
    await expect(await canvas.findByText(t('systemSettings:system.saved'))).toBeVisible();
    await expect(saved).toHaveBeenCalledWith({ application_restriction_list: [3], version: 1 });
  },
};
