import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Trash2, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Components/Media/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { icon: Mail },
  argTypes: { size: { control: 'inline-radio', options: iconSizes }, icon: { control: false } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside text that says the same, an icon is decoration: hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Icon {...args} />
      E-mail
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

/** An icon that stands alone carries its meaning as a label. */
export const Labelled: Story = {
  args: { icon: Trash2, label: 'Deleted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Deleted' })).toBeVisible();
  },
};

/** The sizes follow the type scale; the colour is the text's. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} icon={Users} size={size} />
      ))}
      <span style={{ color: vars.color.status.critical, display: 'inline-flex' }}>
        <Icon {...args} icon={Mail} />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium, large] = [...canvasElement.querySelectorAll('svg')];
    await expect(small?.getBoundingClientRect().width).toBeLessThan(
      medium?.getBoundingClientRect().width ?? 0,
    );
    await expect(medium?.getBoundingClientRect().width).toBeLessThan(
      large?.getBoundingClientRect().width ?? 0,
    );
  },
};
