import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t, text } from '../../../../.storybook/story-text.ts';
import { EmbeddedVideoUrlField } from './EmbeddedVideoUrlField.tsx';

// No story loads a player: this machine (and CI) has no network, and screenshots must not depend on one.
const meta = {
  title: 'Components/Fields/EmbeddedVideoUrlField',
  component: EmbeddedVideoUrlField,
  tags: ['autodocs'],
  args: { label: 'Introduction video', isPreviewLoaded: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof EmbeddedVideoUrlField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Introduction video' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'url');
    await userEvent.paste('https://youtu.be/dQw4w9WgXcQ');
    await expect(args.onChange).toHaveBeenLastCalledWith('https://youtu.be/dQw4w9WgXcQ');
    const preview = canvas.getByTitle(t('video.previewTitle', { provider: 'YouTube' }));
    await expect(preview).toHaveAttribute('data-src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'https://vimeo.com/76979871' },
  play: async ({ canvas }) => {
    const preview = canvas.getByTitle(t('video.previewTitle', { provider: 'Vimeo' }));
    await expect(preview).toHaveAttribute('data-src', 'https://player.vimeo.com/video/76979871');
    await expect(preview).not.toHaveAttribute('src');
  },
};

export const SafeEmbed: Story = {
  args: { defaultValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1&onload=alert(1)' },
  play: async ({ canvas }) => {
    const preview = canvas.getByTitle(t('video.previewTitle', { provider: 'YouTube' }));
    // The player address is rebuilt from the id: nothing else from the typed address reaches it.
    await expect(preview).toHaveAttribute('data-src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(preview).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    await expect(preview).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(preview).toHaveAttribute('loading', 'lazy');
  },
};

export const UnknownProvider: Story = {
  args: { defaultValue: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('video.noPreview'))).toBeVisible();
    await expect(canvas.queryByTitle(/video preview/)).toBeNull();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Introduction video/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errors: ['Please enter a valid web address.'], defaultValue: 'youtube' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Introduction video/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid web address.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'https://youtu.be/dQw4w9WgXcQ' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Introduction video' }), 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'https://vimeo.com/76979871' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Introduction video' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'A short video in which the family introduces themselves to the receiving team and organisation',
    help: 'Paste the address of a YouTube or Vimeo video. Other sites are accepted but cannot be previewed here.',
    defaultValue:
      'https://example.org/videos/2019/family-introduction-for-the-receiving-team-and-partners.mp4',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('video.noPreview'))).toBeVisible();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmbeddedVideoUrlField {...args} label="Empty" />
      <EmbeddedVideoUrlField {...args} label="YouTube" defaultValue="https://youtu.be/dQw4w9WgXcQ" />
      <EmbeddedVideoUrlField {...args} label="Other site" defaultValue="https://example.org/video" />
      <EmbeddedVideoUrlField {...args} label="Invalid" errors={['Please enter a valid web address.']} />
      <EmbeddedVideoUrlField {...args} label="Disabled" isDisabled defaultValue="https://example.org/video" />
    </div>
  ),
};
