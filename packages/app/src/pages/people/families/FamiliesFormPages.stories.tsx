import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { storyMember } from '../../../features/my-aim/stories/index.ts';
import { organisationHandlers, storyPeople } from '../../../features/organisation/stories/index.ts';
import {
  peopleHandlers,
  storyFamily,
  storyFamilyForm,
  storyOfficeStaff,
} from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { Page as CreatedPage } from './FamiliesCreatedPage.tsx';
import { Page as CreatePage } from './FamiliesCreatePage.tsx';
import { Page as EditPage } from './FamiliesEditPage.tsx';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { familyFormCalls?: { method: string; url: string; body?: unknown }[] };
shared.familyFormCalls ??= [];
const calls = shared.familyFormCalls;
const path = (url: URL) => `${url.pathname}${url.search}`;

const meta = {
  title: 'Screens/People/New and edit family',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: CreatePage,
    path: routePaths.FamiliesCreate,
    url: '/families/create',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    localStorage.clear();
    msw.use(
      ...peopleHandlers.familyForm(storyFamilyForm(), (url) => calls.push({ method: 'GET', url: path(url) })),
      ...peopleHandlers.familySaves((method, url, body) => calls.push({ method, url: path(url), body })),
      organisationHandlers.people(storyPeople, (url) => calls.push({ method: 'GET', url: path(url) })),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types the family's name into the blank form and leaves the field, which creates the family. */
const nameNewFamily = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Family name/ }), 'Mensah family');
  await userEvent.tab();
  await waitFor(
    () =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/families?organisation=3',
        body: { name: 'Mensah family' },
      }),
    { timeout: 5000 },
  );
};

/** The screen as people see it: a new family, before anything is typed. */
export const Overview: Story = {};

/**
 * FamiliesCreate: the blank form of the active organisation; the first answer creates the family there,
 * with the answers bare.
 */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('people:families.form.createTitle') }),
    ).toBeVisible();
    await nameNewFamily(canvasElement);
    await expect(calls[0]).toEqual({ method: 'GET', url: '/api/families/form?organisation=3' });
    await expect(
      await canvas.findByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:families.form.entityLabel') }),
      }),
    ).toBeVisible();
    // The "Saved" indicator clears after 2 seconds: the picture is taken once it has.
    await expect(await canvas.findByText(t('ui:save.state.SAVED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/**
 * Members are found by name, not listed (an organisation may have tens of thousands of people): typing
 * asks the server for the matches in no family yet, the keyboard picks one, and the chosen member is
 * saved and shown as a removable tag.
 */
export const AddMemberByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await nameNewFamily(canvasElement);
    const members = canvas.getByRole('combobox', { name: /Members/ });
    await userEvent.click(members);
    await userEvent.keyboard('esth');
    await body.findByRole('option', { name: /Esther Achieng/ }, { timeout: 3000 });
    await expect(calls).toContainEqual({
      method: 'GET',
      url: '/api/person-profiles?search=esth&has_family=false&per_page=10&organisation=3',
    });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(
      () => expect(calls).toContainEqual({ method: 'PUT', url: '/api/families/9', body: { members: [123] } }),
      { timeout: 5000 },
    );
    await expect(members).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    const chosen = await canvas.findByRole('grid', { name: t('ui:lookup.chosenOf', { label: 'Members' }) });
    await expect(within(chosen).getByRole('row', { name: 'Esther Achieng' })).toBeVisible();
    await expect(await canvas.findByText(t('ui:save.state.SAVED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Once created, "Go to family" leads to FamiliesCreated. */
export const GoToCreatedFamily: Story = {
  args: { leadsTo: [{ path: routePaths.FamiliesCreated, page: CreatedPage }] },
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family({ ...storyFamily, id: 9, name: 'Mensah family', members: [] }));
  },
  play: async ({ canvasElement }) => {
    await nameNewFamily(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:families.form.entityLabel') }),
      }),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('main')).toHaveAttribute('data-pathname', '/families/9/created'),
    );
    await expect(
      await within(canvasElement).findByText(
        t('people:families.created.text', { name: 'Mensah family', count: 0 }),
      ),
    ).toBeVisible();
  },
};

/** Someone who may not create families for the active organisation finds nothing here. */
export const CreateNotAllowed: Story = {
  args: { user: storyMember },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
    await expect(calls).toEqual([]);
  },
};

/** FamiliesEdit: the family's form with its answers; a change is saved on its own, bare. */
export const Edit: Story = {
  args: { page: EditPage, path: routePaths.FamiliesEdit, url: '/families/4/edit' },
  beforeEach: ({ msw }) => {
    msw.use(
      peopleHandlers.family(storyFamily),
      ...peopleHandlers.familyForm(storyFamilyForm({ name: 'Osei family', members: [21, 22, 23] }), (url) =>
        calls.push({ method: 'GET', url: path(url) }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Family name/ })).toHaveValue('Osei family');
    const chosen = canvas.getByRole('grid', { name: t('ui:lookup.chosenOf', { label: 'Members' }) });
    await expect(
      within(chosen)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Margaret Osei', 'Kwame Osei', 'Kofi Osei']);
    // The keyboard removes a member: Tab from the lookup to the tags, an arrow to Kofi, Delete.
    canvas.getByRole('combobox', { name: /Members/ }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(chosen).getByRole('row', { name: 'Kofi Osei' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(
      () =>
        expect(calls).toContainEqual({ method: 'PUT', url: '/api/families/4', body: { members: [21, 22] } }),
      { timeout: 5000 },
    );
    await expect(calls[0]).toEqual({ method: 'GET', url: '/api/families/4/form' });
    await expect(canvas.getByRole('link', { name: t('people:families.form.done') })).toHaveAttribute(
      'href',
      '/families/4',
    );
    // The "Saved" indicator clears after 2 seconds: the picture is taken once it has.
    await expect(await canvas.findByText(t('ui:save.state.SAVED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** A family the reader may only read (or does not reach at all) has no edit page; its form is never asked for. */
export const EditNotAllowed: Story = {
  args: { page: EditPage, path: routePaths.FamiliesEdit, url: '/families/4/edit', user: storyMember },
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family({ ...storyFamily, user_can: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
    await expect(calls).toEqual([]);
  },
};

/** FamiliesCreated: the new family, and where to go next. */
export const Created: Story = {
  args: { page: CreatedPage, path: routePaths.FamiliesCreated, url: '/families/4/created' },
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.family(storyFamily));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:families.created.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('people:families.created.text', { name: 'Osei family', count: 3 })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('people:families.created.view') })).toHaveAttribute(
      'href',
      '/families/4',
    );
    await expect(canvas.getByRole('link', { name: t('people:families.show.edit') })).toHaveAttribute(
      'href',
      '/families/4/edit',
    );
    await expect(canvas.getByRole('link', { name: t('people:families.created.another') })).toHaveAttribute(
      'href',
      '/families/create',
    );
  },
};
