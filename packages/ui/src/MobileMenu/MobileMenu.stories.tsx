import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { GlobalSearchBox } from '../GlobalSearchBox/GlobalSearchBox.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { TopNav } from '../TopNav/TopNav.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const tabs = [
  { id: 'myAim', label: 'My AIM', href: '#/my-aim' },
  { id: 'organisation', label: 'Organisation', href: '#/org/1' },
];

const navigation = (
  <Sidebar
    aria-label="My AIM"
    currentId="dashboard"
    items={[
      { id: 'dashboard', label: 'Dashboard', href: '#/my-aim' },
      { id: 'profile', label: 'Your profile', href: '#/me' },
      { id: 'family', label: 'Your family', href: '#/family' },
    ]}
  />
);

/**
 * Stories run at a width under the lg breakpoint (1024 px), where the mobile menu is the navigation, and at
 * the stories' usual 900 px height: a viewport 100 px shorter right after a text field had focus makes
 * react-aria believe an on-screen keyboard opened, and it then delays every later overlay of the run.
 */
const narrow = {
  parameters: {
    viewport: {
      options: { narrow: { name: 'Narrow', styles: { width: '1023px', height: '900px' }, type: 'tablet' } },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

const meta = {
  title: 'Components/Navigation/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  args: { children: navigation, logo: <strong>Mobilise</strong>, onOpenChange: fn() },
  ...narrow,
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleMenuAndClose: Story = {
  name: 'The toggle says Menu while closed and Close while open',
  tags: ['R-SHELL-011'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: t('nav.mobile.open') });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'My AIM' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName(t('nav.mobile.close'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).toContainElement(canvas.getByRole('navigation', { name: 'My AIM' }));
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName(t('nav.mobile.open'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: t('nav.mobile.open') });
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape in the search's open results closes the results only; a second Escape closes the menu. */
export const EscapeInAnOpenSearch: Story = {
  args: {
    children: (
      <>
        <GlobalSearchBox
          search={fn(async () => [
            { id: 'people', title: 'People', results: [{ id: 1, title: 'Ana Silva', href: '#/people/1' }] },
          ])}
        />
        {navigation}
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('nav.mobile.open') }));
    await userEvent.click(canvas.getByRole('combobox', { name: t('search.label') }));
    await userEvent.keyboard('ana');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: t('nav.mobile.close') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('nav.mobile.open') })).toHaveFocus());
    // From the toggle itself, expanded as it is, Escape closes the menu too.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('nav.mobile.close') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: t('nav.mobile.open') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ClosedByTheApp: Story = {
  name: 'Closed by the app on a route change (controlled)',
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    const [route, setRoute] = useState('#/my-aim');
    return (
      <>
        <MobileMenu {...args} isOpen={isOpen} onOpenChange={setOpen} />
        {/* Stands in for the app's router: a route change closes the menu. It takes the page's font, not the
            browser's button font, which a style sheet of an earlier story may or may not have reset. */}
        <button
          type="button"
          style={{ font: 'inherit' }}
          onClick={() => {
            setRoute('#/me');
            setOpen(false);
          }}
        >
          Go to {route === '#/me' ? 'the same page' : 'Your profile'}
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('nav.mobile.close') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Your profile' }));
    await expect(canvas.getByRole('button', { name: t('nav.mobile.open') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The stand-in button is no part of the menu: without focus, its focus ring cannot make the picture vary.
    canvas.getByRole('button', { name: 'Go to the same page' }).blur();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const BreakpointBelowLg: Story = {
  name: 'Below lg the mobile menu shows and the top navigation hides',
  tags: ['R-SHELL-013'],
  render: (args) => (
    <>
      <TopNav items={tabs} currentId="myAim" />
      <MobileMenu {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('nav.mobile.open') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('nav.main') })).toBeNull();
  },
};

export const BreakpointFromLg: Story = {
  name: 'From lg the top navigation shows and the mobile menu hides',
  tags: ['R-SHELL-013'],
  parameters: {
    viewport: {
      options: { lg: { name: 'Large', styles: { width: '1024px', height: '900px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: BreakpointBelowLg.render,
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('navigation', { name: t('nav.main') })).getAllByRole('link'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: t('nav.mobile.open') })).toBeNull();
  },
};
