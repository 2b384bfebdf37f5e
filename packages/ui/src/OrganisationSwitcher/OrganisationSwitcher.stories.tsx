import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components/Menu';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../.storybook/story-text.ts';
import { OrganisationSwitcher } from './OrganisationSwitcher.tsx';

const organisations = [
  { id: 1, name: 'AIM Europe' },
  { id: 2, name: 'AIM International Office' },
  { id: 3, name: 'AIM Southern Africa' },
];

const meta = {
  title: 'Components/Navigation/OrganisationSwitcher',
  component: OrganisationSwitcher,
  tags: ['autodocs'],
  args: { organisations, selectedId: 1, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ padding: 8, backgroundColor: vars.color.header.background, color: vars.color.header.text }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof OrganisationSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchWithKeyboard: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<Key>(args.selectedId);
    return (
      <OrganisationSwitcher
        {...args}
        selectedId={selectedId}
        onSelectionChange={(id) => {
          setSelectedId(id);
          args.onSelectionChange(id);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Europe` });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'AIM Europe' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'AIM Southern Africa' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Southern Africa` }),
      ).toHaveFocus(),
    );
  },
};

export const SingleOrganisation: Story = {
  args: { organisations: organisations.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Europe` }),
    ).toBeDisabled();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${t('menu.organisation.label')} AIM Europe` }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
