import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { containing, t, text } from '../../../../.storybook/story-text.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { at375, at1280, rect, viewports } from '../styles/layoutStories.tsx';
import { expectFitsViewport, expectWordsWhole } from '../styles/textFitStories.ts';
import { TextField } from '../TextField/TextField.tsx';
import { Wizard } from './Wizard.tsx';

const steps = [
  { id: 'names', label: 'Names' },
  { id: 'contact', label: 'Contact details' },
  { id: 'membership', label: 'Membership' },
  { id: 'review', label: 'Review' },
];

const meta = {
  title: 'Patterns/Page templates/Wizard',
  component: Wizard,
  tags: ['autodocs'],
  parameters: viewports,
  args: {
    header: <PageHeader title="Create a person" subtitle="Lisbon Office" />,
    steps,
    currentStep: 2,
    onBack: fn(),
    onContinue: fn(),
    onFinish: fn(),
    children: <TextField label="E-mail" type="email" />,
  },
} satisfies Meta<typeof Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page names as an ordered list: the first done, the second current; Back and Continue below. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: t('stepper.label') });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    await expect(items[0]).toHaveTextContent(`Names${text('stepper.done')}`);
    await expect(
      canvas.getByText(containing(text('stepper.stepOf', { step: 2, count: 4, name: 'Contact details' }))),
    ).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('wizard.finish') })).toBeNull();
    canvas.getByRole('button', { name: t('wizard.continue') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: t('wizard.back') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The first page has no Back. */
export const FirstStep: Story = {
  args: { currentStep: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('wizard.back') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('wizard.continue') })).toBeVisible();
  },
};

/** The last page ends with Finish instead of Continue. */
export const LastStep: Story = {
  args: { currentStep: 4 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: t('wizard.continue') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.finish') }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await expect(canvas.getAllByText(text('stepper.done'))).toHaveLength(3);
  },
};

/** Continue and Back move the current step, which the caller keeps, and focus goes to the new page's first field. */
export const Moving: Story = {
  render: function Render(args) {
    const [step, setStep] = useState(1);
    return (
      <Wizard
        {...args}
        currentStep={step}
        onBack={() => setStep(step - 1)}
        onContinue={() => setStep(step + 1)}
      >
        <TextField key={step} label={steps[step - 1]?.label ?? ''} type="text" />
      </Wizard>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Names' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    await expect(canvas.getByRole('textbox', { name: 'Contact details' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Membership');
    await expect(canvas.getByRole('textbox', { name: 'Membership' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.back') }));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Contact details');
  },
};

/** On a phone one line says where the form stands instead of the list, and nothing is wider than the screen. */
export const At375: Story = {
  globals: at375,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(containing(text('stepper.stepOf', { step: 2, count: 4, name: 'Contact details' }))),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('stepper.label') })).toBeNull();
    await expectFitsViewport(canvasElement);
    await expectWordsWhole(canvasElement);
  },
};

/** On a wide screen every page name shows, in one row, and the compact line is gone. */
export const At1280: Story = {
  globals: at1280,
  play: async ({ canvas }) => {
    const [first, last] = [canvas.getByText('Names'), canvas.getByText('Review')].map(rect);
    await expect(last?.top).toBe(first?.top);
    await expect(
      canvas.getByText(containing(text('stepper.stepOf', { step: 2, count: 4, name: 'Contact details' }))),
    ).not.toBeVisible();
    const back = rect(canvas.getByRole('button', { name: t('wizard.back') }));
    const next = rect(canvas.getByRole('button', { name: t('wizard.continue') }));
    await expect(next.left).toBeGreaterThan(back.right);
  },
};
