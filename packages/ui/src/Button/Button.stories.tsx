import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InteractionStates } from '../styles/interactionStories.tsx';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './buttonStyle.css.ts';

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  // No autodocs tag: Button.mdx is the docs page, with the guidance around these stories.
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      <Button {...args} isDisabled>
        disabled
      </Button>
    </div>
  ),
};

/** Hover, keyboard focus and press in each variant, as react-aria marks them (`data-hovered`, …). */
export const Interaction: Story = {
  name: 'Hover, focus and press',
  render: (args) => (
    <InteractionStates target="button">
      {() => (
        <div style={{ display: 'flex', gap: 12 }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
      )}
    </InteractionStates>
  ),
};
