import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { form, htmlBlock } from '../../core/template-builders.ts';
import { StoryForm } from '../stories/StoryForm.tsx';

/**
 * What a form template's author could send in an html block, trying each way markup runs code: a script,
 * an event handler, a javascript: link, a frame, and a style that could hide or overlay the page.
 */
const hostileMarkup = [
  '<p>Read the <strong>guidance</strong> before you apply.</p>',
  '<script>window.hacked = "script"</script>',
  '<img src="x" onerror="window.hacked = \'handler\'">',
  '<a href="javascript:window.hacked = \'link\'" onclick="window.hacked = \'click\'">Terms</a>',
  '<a href="https://example.org/guide" target="_blank">Guide</a>',
  '<iframe src="https://example.org"></iframe>',
  '<div style="position:fixed;inset:0">Covering text</div>',
].join('');

const meta = {
  title: 'Patterns/Form engine/Html block',
  component: StoryForm,
  args: { template: form([htmlBlock(hostileMarkup, [])]) },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The block keeps its text and formatting; nothing that runs code or escapes the block reaches the page. */
export const HostileMarkupIsDropped: Story = {
  name: 'Hostile markup is dropped',
  tags: ['F6'],
  play: async ({ canvas, canvasElement }) => {
    const block = canvasElement.querySelector('[data-html-block]') as HTMLElement;
    await expect(block).toHaveTextContent('Read the guidance before you apply.');
    await expect(block.querySelector('strong')).toHaveTextContent('guidance');
    await expect(block.querySelector('script, iframe, img')).toBeNull();
    await expect(block.querySelector('[onerror], [onclick], [style]')).toBeNull();
    await expect((window as { hacked?: string }).hacked).toBeUndefined();
    // The javascript: link keeps its words but goes nowhere; a safe link opening elsewhere loses the opener.
    await expect(canvas.getByText('Terms').closest('a')).not.toHaveAttribute('href');
    const guide = canvas.getByRole('link', { name: 'Guide' });
    await expect(guide).toHaveAttribute('href', 'https://example.org/guide');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Covering text')).not.toHaveAttribute('style');
  },
};
