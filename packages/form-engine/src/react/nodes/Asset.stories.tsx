import type { FormTemplate } from '@mobilise/contract';
import type { AttachedAsset } from '@mobilise/ui/AttachedFilesList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { applicationViewForm } from '../../core/application-view.ts';
import { form, local, question } from '../../core/template-builders.ts';
import { fieldInputLoaders, loadFieldInputs } from '../fields/fieldRegistry.ts';
import { StoryForm } from '../stories/StoryForm.tsx';

const attachments: AttachedAsset[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Reference letter ${id}`,
  fileName: `reference-${id}.pdf`,
  fileSize: 120_000 * id,
  contentType: 'application/pdf',
  updatedAt: `2026-02-0${id}T10:00:00.000Z`,
}));

/** One Asset node whose answer names the five files, and no MaxFileSize constraint. */
const supportingDocuments = (constraints = [] as ReturnType<typeof local>[]): FormTemplate =>
  form([
    {
      type: 'Asset',
      primary_question: question('supportingDocuments', 'Hidden', {
        label: 'Supporting documents',
        hasMultipleAnswers: true,
        constraints,
        answers: [1, 2, 3, 4, 5],
      }),
      secondary_question: question('supportingDocumentsNote', 'Text', { label: 'Note' }),
    },
  ]);

const meta = {
  title: 'Patterns/Form engine/Asset node',
  component: StoryForm,
  args: {
    template: supportingDocuments(),
    sources: {
      uploadAsset: fn(async () => 6),
      loadAssets: async (ids) => attachments.filter((asset) => ids.map(Number).includes(Number(asset.id))),
    },
  },
  loaders: [() => loadFieldInputs(Object.keys(fieldInputLoaders))],
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filesList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: t('ui:files.label') });

/** R-FILE-025 the application view form lists 3 of the answer's files, then "See more" shows the rest. */
export const ApplicationViewListsThree: Story = {
  args: { assetListTruncation: applicationViewForm.assetListTruncation },
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('ui:files.seeMore') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Any other form lists every file of the answer. */
export const ElsewhereListsEvery: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(within(canvasElement).queryByRole('button', { name: t('ui:files.seeMore') })).toBeNull();
  },
};

/** R-FILE-021 without a MaxFileSize constraint the drop zone takes files up to 100000 KB (100 MB). */
export const FallbackMaxSize: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('ui:dropzone.maxSize', { n: '100' })),
    ).toBeVisible();
  },
};

/** With a MaxFileSize constraint the drop zone takes its limit instead. */
export const ConstrainedMaxSize: Story = {
  args: { template: supportingDocuments([local({ type: 'MaxFileSize', max_size_kb: 2000 })]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:dropzone.maxSize', { n: '2' }))).toBeVisible();
  },
};
