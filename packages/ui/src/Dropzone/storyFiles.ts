/** Files made in a story's play function, so no fixture has to be fetched. */
export const fileOfSize = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/** A real PNG (two coloured halves), so a thumbnail shows an actual image. */
export async function imageFile(name: string, width = 320, height = 180): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d canvas');
  context.fillStyle = '#0f6b78';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#f2c14e';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Could not encode the image');
  return new File([blob], name, { type: 'image/png' });
}

/**
 * Drags files over an element and drops them. The DataTransfer is a stand-in: in a real one made by
 * a script, Chromium's `webkitGetAsEntry()` returns null, and react-aria skips such items.
 */
export function dropFiles(target: Element, files: readonly File[]) {
  const dataTransfer = {
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    files,
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
  const { left, top, width, height } = target.getBoundingClientRect();
  const point = { clientX: left + width / 2, clientY: top + height / 2 };
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { bubbles: true, cancelable: true, ...point });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    target.dispatchEvent(event);
  }
}

/** The hidden file input behind a FileTrigger. */
export const fileInputIn = (element: HTMLElement) => {
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};
