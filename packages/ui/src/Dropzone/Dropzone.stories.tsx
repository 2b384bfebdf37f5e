import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { containing, plain, storyLanguage, t, text } from '../../../../.storybook/story-text.ts';
import { formatFileSize } from '../format/fileSize.ts';
import { Dropzone } from './Dropzone.tsx';
import { dropFiles, fileInputIn, fileOfSize, imageFile } from './storyFiles.ts';

const meta = {
  title: 'Components/Files/Dropzone',
  component: Dropzone,
  tags: ['autodocs'],
  args: { label: 'Supporting documents', onUpload: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Dropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement) => {
  // The react-aria element that holds the file input is the drop zone.
  const zone = canvasElement.querySelector('[data-rac]:has(input[type="file"])');
  if (!zone) throw new Error('No drop zone');
  return zone;
};

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(text('dropzone.maxSize', { n: 10 }))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Supporting documents' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('dropzone.chooseOne') })).toHaveFocus();
    const file = fileOfSize('passport.pdf', 120_000, 'application/pdf');
    await userEvent.upload(fileInputIn(canvasElement), file);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([file]));
    await expect(canvas.getByRole('list', { name: t('dropzone.chosen') })).toHaveTextContent(
      plain(`passport.pdf${formatFileSize(120_000, storyLanguage())}`),
    );
  },
};

export const DropAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const file = fileOfSize('letter.pdf', 2_000, 'application/pdf');
    dropFiles(zoneOf(canvasElement), [file]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([file]));
  },
};

export const DefaultMaximumSize: Story = {
  name: 'Default maximum size is 10000 KB',
  tags: ['R-FILE-016'],
  play: async ({ args, canvas, canvasElement }) => {
    const atLimit = fileOfSize('at-limit.pdf', 10_000 * 1000, 'application/pdf');
    await userEvent.upload(fileInputIn(canvasElement), atLimit);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([atLimit]));
    await userEvent.upload(
      fileInputIn(canvasElement),
      fileOfSize('over.pdf', 10_000 * 1000 + 1, 'application/pdf'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('dropzone.tooLarge', { n: 10 }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const TooLarge: Story = {
  name: 'An over-size file is refused',
  tags: ['R-FILE-022'],
  args: { maxSizeKb: 2000 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(text('dropzone.maxSize', { n: 2 }))).toBeVisible();
    await userEvent.upload(
      fileInputIn(canvasElement),
      fileOfSize('big.pdf', 11 * 1024 * 1024, 'application/pdf'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('dropzone.tooLarge', { n: 2 }));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const OneFile: Story = {
  name: 'One file unless multiple',
  tags: ['R-FILE-019'],
  play: async ({ args, canvasElement }) => {
    await expect(fileInputIn(canvasElement)).not.toHaveAttribute('multiple');
    const [first, second] = [
      fileOfSize('a.pdf', 10, 'application/pdf'),
      fileOfSize('b.pdf', 10, 'application/pdf'),
    ];
    dropFiles(zoneOf(canvasElement), [first, second]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([first]));
  },
};

export const Multiple: Story = {
  name: 'Several files when multiple',
  tags: ['R-FILE-019'],
  args: { allowsMultiple: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInputIn(canvasElement)).toHaveAttribute('multiple');
    await expect(canvas.getByRole('button', { name: t('dropzone.chooseMany') })).toBeVisible();
    const files = [fileOfSize('a.pdf', 10, 'application/pdf'), fileOfSize('b.pdf', 10, 'application/pdf')];
    dropFiles(zoneOf(canvasElement), files);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(files));
  },
};

export const ImagesOnly: Story = {
  name: 'Images only, anything else refused',
  tags: ['R-FILE-020', 'R-FILE-023'],
  args: { isImageOnly: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInputIn(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText(containing(text('dropzone.imagesOnly')))).toBeVisible();
    dropFiles(zoneOf(canvasElement), [fileOfSize('cv.pdf', 10, 'application/pdf')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('dropzone.notImage'));
    await expect(args.onUpload).not.toHaveBeenCalled();
    const photo = await imageFile('photo.png');
    dropFiles(zoneOf(canvasElement), [photo]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([photo]));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Thumbnails: Story = {
  name: 'Image thumbnails are 200x200',
  tags: ['R-FILE-027'],
  args: { isImageOnly: true, allowsMultiple: true },
  play: async ({ canvas, canvasElement }) => {
    dropFiles(zoneOf(canvasElement), [await imageFile('wide.png'), await imageFile('tall.png', 120, 300)]);
    const thumbnails = await canvas.findAllByRole('img');
    await expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      await waitFor(() => expect((thumbnail as HTMLImageElement).complete).toBe(true));
      const { width, height } = thumbnail.getBoundingClientRect();
      await expect([width, height]).toEqual([200, 200]);
      await expect(getComputedStyle(thumbnail).objectFit).toBe('cover');
      await expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    }
    await expect(canvas.getByRole('img', { name: 'wide.png' })).toBeVisible();
  },
};

export const UploadFails: Story = {
  name: 'Any other failure shows the generic upload message',
  tags: ['R-FILE-024'],
  args: { onUpload: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputIn(canvasElement), fileOfSize('letter.pdf', 10, 'application/pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('dropzone.failed'));
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      fileInputIn(canvasElement),
      fileOfSize('letter.pdf', 2_400_000, 'application/pdf'),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('dropzone.uploading'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('dropzone.chooseOne') })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Letters of recommendation from two people who have known you for at least three years',
    allowsMultiple: true,
  },
  play: async ({ canvas, canvasElement }) => {
    dropFiles(zoneOf(canvasElement), [
      fileOfSize(
        'a-very-long-file-name-that-goes-on-and-on-recommendation-letter-final-v2.pdf',
        345_678,
        'application/pdf',
      ),
    ]);
    await expect(await canvas.findByRole('list', { name: t('dropzone.chosen') })).toBeVisible();
  },
};
