import { vars } from '@mobilise/tokens/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from '../../../../.storybook/story-text.ts';
import { badgeSizes, badgeTones } from './Badge.css.ts';
import { Badge, MembershipBadge, membershipTypes } from './Badge.tsx';

const meta = {
  title: 'Components/People/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'System Admin' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The computed form of a token colour, to compare with an element's computed style. */
const computedColor = (host: HTMLElement, color: string) => {
  const probe = host.ownerDocument.createElement('span');
  probe.style.color = color;
  host.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('System Admin')).toBeVisible();
  },
};

export const MembershipTypes: Story = {
  name: 'Short term green, the others purple',
  tags: ['R-MEMBERSHIP-003', 'R-MEMBERSHIP-004'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {membershipTypes.map((type) => (
        <MembershipBadge key={type} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badge = (type: string) => getComputedStyle(canvas.getByText(text(`badge.membership.${type}`)));
    const green = computedColor(canvasElement, vars.color.badge.greenSoft);
    const purple = computedColor(canvasElement, vars.color.badge.purpleSoft);
    await expect(badge('SHORT_TERM').backgroundColor).toBe(green);
    await expect(badge('SHORT_TERM').color).toBe(computedColor(canvasElement, vars.color.badge.green));
    for (const type of ['FULL_TERM', 'SECONDED_IN', 'MOU_PARTNER', 'AFFILIATE']) {
      await expect(badge(type).backgroundColor).toBe(purple);
      await expect(badge(type).color).toBe(computedColor(canvasElement, vars.color.badge.purple));
    }
  },
};

export const LongContent: Story = {
  args: { children: 'Seconded in from the regional office of another organisation' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {`${tone} ${size}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};
