import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { assetFailures, assetService, storyAttachments } from '../../../features/assets/stories/index.ts';
import { recordHistoryService } from '../../../features/history/stories/index.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { TodayContext } from '../../../features/people/index.ts';
import { peopleHandlers, storyMemberships, storyToday } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../../shared/stories/index.ts';
import { Page } from './PersonProfilePage.tsx';

const personName = 'Mrs Margaret Ama Osei';

const shared: { calls: string[] } = { calls: [] };

const meta = {
  title: 'Screens/People/Person profile/Attached files',
  component: PageStory,
  args: {
    page: Page,
    path: routePaths.PersonProfilesShow,
    url: '/person-profiles/21',
    user: storyMember,
    // The app's query client, whose failed writes open the generic error modal.
    appQueryClient: true,
  },
  decorators: [
    (Story) => (
      <TodayContext.Provider value={storyToday}>
        <Story />
      </TodayContext.Provider>
    ),
  ],
  beforeEach: ({ msw }) => {
    shared.calls = [];
    msw.use(
      myAimHandlers.currentUser(storyMember),
      myAimHandlers.profile(storyProfile),
      myAimHandlers.countries(),
      peopleHandlers.memberships(storyMemberships),
      ...assetService(storyAttachments, (method, url) =>
        shared.calls.push(`${method} ${url.pathname}${url.search}`),
      ),
      ...recordHistoryService(),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const filesList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: t('people:attachments.list', { name: personName }) });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** R-FILE-010 the person's files with Rename, Replace and Delete for a reader who may edit the profile, and a drop zone. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    const passport = list.getByRole('link', { name: /^Passport/ });
    // The download names the record through which the reader reaches the file; a PDF opens in a new tab.
    await expect(passport).toHaveAttribute(
      'href',
      '/assets/301?assetable_type=person_profile&assetable_id=21',
    );
    await expect(passport).toHaveAttribute('target', '_blank');
    for (const title of ['Passport', 'Photo for the visa', 'References']) {
      await expect(list.getByRole('button', { name: t('ui:files.renameFile', { title }) })).toBeVisible();
      await expect(list.getByRole('button', { name: t('ui:files.replaceFile', { title }) })).toBeVisible();
      await expect(list.getByRole('button', { name: t('ui:files.deleteFile', { title }) })).toBeVisible();
    }
    await expect(
      within(canvasElement).getByRole('button', { name: t('ui:dropzone.chooseOne') }),
    ).toBeVisible();
    await expect(shared.calls).toContain(
      'GET /private/api/assets?assetable_type=person_profile&assetable_id=21',
    );
  },
};

/** A reader who may not edit the profile downloads the files and changes none of them. */
export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...storyProfile, userCan: [] }));
  },
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    await expect(list.getAllByRole('link')).toHaveLength(3);
    await expect(list.queryAllByRole('button')).toHaveLength(0);
    await expect(
      within(canvasElement).queryByRole('button', { name: t('ui:dropzone.chooseOne') }),
    ).toBeNull();
  },
};

/** Upload, rename, replace and delete, each seen in the list as the server then holds it. */
export const AttachRenameReplaceDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filesList(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7 visa'], 'visa.pdf', { type: 'application/pdf' }),
    );
    const list = within(await filesList(canvasElement));
    await expect(await list.findByRole('link', { name: /^visa/ })).toBeVisible();

    await userEvent.click(
      list.getByRole('button', { name: t('ui:files.renameFile', { title: 'visa.pdf' }) }),
    );
    const title = canvas.getByRole('textbox', { name: t('ui:files.title') });
    await userEvent.clear(title);
    await userEvent.type(title, 'Visa 2026{Enter}');
    await expect(await list.findByRole('link', { name: /^Visa 2026/ })).toBeVisible();

    await userEvent.click(
      list.getByRole('button', { name: t('ui:files.replaceFile', { title: 'Visa 2026' }) }),
    );
    const modal = await body(canvasElement).findByRole('dialog');
    await userEvent.upload(
      fileInput(modal),
      new File(['%PDF-1.7 visa, second page'], 'visa-v2.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(modal).getByRole('button', { name: t('ui:files.update') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(
      list.getByRole('button', { name: t('ui:files.deleteFile', { title: 'Visa 2026' }) }),
    );
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('ui:files.delete') }));
    await waitFor(() => expect(list.queryByRole('link', { name: /^Visa 2026/ })).toBeNull());

    await expect(shared.calls).toEqual(
      expect.arrayContaining([
        'POST /private/api/assets?assetable_type=person_profile&assetable_id=21',
        'PATCH /private/api/assets/900',
        'POST /private/api/assets/900?_method=PATCH',
        'DELETE /private/api/assets/900',
      ]),
    );
  },
};

/** R-FILE-014 a refused rename opens the generic error modal. */
export const RenameFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetFailures.renameFails());
  },
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    await userEvent.click(
      list.getByRole('button', { name: t('ui:files.renameFile', { title: 'Passport' }) }),
    );
    const title = within(canvasElement).getByRole('textbox', { name: t('ui:files.title') });
    await userEvent.type(title, ' copy{Enter}');
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: t('ui:genericErrorModal.title') }),
    ).toBeVisible();
  },
};

/** R-FILE-013 a refused replace sets the modal back to Update and opens the generic error modal. */
export const ReplaceFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetFailures.replaceFails());
  },
  play: async ({ canvasElement }) => {
    const list = within(await filesList(canvasElement));
    await userEvent.click(
      list.getByRole('button', { name: t('ui:files.replaceFile', { title: 'Passport' }) }),
    );
    const modal = await body(canvasElement).findByRole('dialog', {
      name: t('ui:files.replaceTitle', { title: 'Passport' }),
    });
    await userEvent.upload(
      fileInput(modal),
      new File(['%PDF-1.7'], 'passport-2.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(modal).getByRole('button', { name: t('ui:files.update') }));
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: t('ui:genericErrorModal.title') }),
    ).toBeVisible();
    // The replace modal's button reads Update again, not Saving….
    await expect(within(modal).getByRole('button', { name: t('ui:files.update') })).toBeVisible();
  },
};

/** A file the server refuses (a renamed program, 415) is worded by the drop zone as any failure is; no modal opens. */
export const UploadRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetFailures.uploadFails(415));
  },
  play: async ({ canvasElement }) => {
    await filesList(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('ui:dropzone.failed'));
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** R-FILE-015 the files failing to load say so, in the reader's language. */
export const FilesFailToLoad: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetFailures.listFails());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:files.loadError'))).toBeVisible();
  },
};

/** No file yet: the empty state, and the drop zone to attach the first. */
export const NoFiles: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...assetService([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('ui:files.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:dropzone.chooseOne') })).toBeVisible();
  },
};

/** The files still loading. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(assetFailures.listLoading());
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', {
      name: t('people:attachments.heading'),
    });
    await expect(within(section).getByRole('status')).toBeVisible();
  },
};

/** On a 375 px phone the files, their actions and the drop zone fit the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await filesList(canvasElement);
    await expectNoSidewaysScroll();
  },
};
