import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { myAimHandlers, storyProfile } from '../../../features/my-aim/stories/index.ts';
import {
  peopleHandlers,
  storyOfficeStaff,
  storyPersonProfileForm,
} from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../../shared/stories/index.ts';
import { Page as CreatedPage } from './PersonProfilesCreatedPage.tsx';
import { Page as CreatePage } from './PersonProfilesCreatePage.tsx';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { personProfileFormCalls?: { method: string; url: string; body?: unknown }[] };
shared.personProfileFormCalls ??= [];
const calls = shared.personProfileFormCalls;
const path = (url: URL) => `${url.pathname}${url.search}`;

/** The person the stories create, as the server answers for them once created. */
const newPerson = {
  ...storyProfile,
  id: 40,
  userId: null,
  salutation: null,
  firstName: 'Ama',
  middleNames: null,
  lastName: 'Boateng',
  suffix: null,
  mobilisedByOrganisationIds: [3],
};

const meta = {
  title: 'Screens/People/New person',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: CreatePage,
    path: routePaths.PersonProfilesCreate,
    url: '/orgs/3/person-profiles/create',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    localStorage.clear();
    // The form's page lives in the hash, which would otherwise carry over from the story before.
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    msw.use(
      peopleHandlers.personProfileForm(storyPersonProfileForm, (url) =>
        calls.push({ method: 'GET', url: path(url) }),
      ),
      ...peopleHandlers.personProfileSaves((method, url, body) =>
        calls.push({ method, url: path(url), body }),
      ),
      myAimHandlers.profile(newPerson),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers a text field of the form and leaves it, which saves the answer. */
const answer = async (canvasElement: HTMLElement, label: RegExp, value: string, saved: unknown) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: label }), value);
  await userEvent.tab();
  await waitFor(() => expect(calls).toContainEqual(saved), { timeout: 5000 });
};

/** Types the first name into the blank form and leaves the field, which creates the person. */
const nameNewPerson = (canvasElement: HTMLElement) =>
  answer(canvasElement, /First name/, 'Ama', {
    method: 'POST',
    url: '/api/person-profiles?organisation=3',
    body: { answers: { firstName: 'Ama' } },
  });

/** The screen as people see it: the organisation's blank form for a new person. */
export const Overview: Story = {
  // The picture is of the form, once its fields have loaded, not of the spinner before them.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /First name/ })).toBeVisible();
  },
};

/**
 * PersonProfilesCreate: the blank form of the URL's organisation; the first answer creates the person
 * there, with the answers under "answers", and only then is there a person to go to.
 */
export const Create: Story = {
  name: 'A blank form; the first answer creates the person',
  tags: ['R-ROUTE-022', 'R-CALL-039', 'R-FORM-014'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('people:personProfiles.form.createTitle') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New person' })).toBeVisible();
    await expect(calls[0]).toEqual({ method: 'GET', url: '/api/person-profiles/form?organisation=3' });
    await expect(
      canvas.queryByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:personProfiles.form.entityLabel') }),
      }),
    ).toBeNull();
    await nameNewPerson(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:personProfiles.form.entityLabel') }),
      }),
    ).toBeVisible();
    // The "Saved" indicator clears after 2 seconds: the picture is taken once it has.
    await expect(await canvas.findByText(t('ui:save.state.SAVED'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Goes on to the next page of the form, asserting which one it is. */
const continueTo = async (canvasElement: HTMLElement, page: number) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t('ui:wizard.continue') }));
  const step = await canvas.findByRole('listitem', { current: 'step' });
  await expect(step).toHaveTextContent(`${page}${storyPersonProfileForm.pages[page - 1]?.title}`);
  await waitFor(() => expect(window.location.hash).toBe(`#page=${page}`));
};

/**
 * The names are required as on a person's own form: leaving the first page with the last name missing
 * warns, and Close leads back to give it.
 */
export const RequiredFieldsMissing: Story = {
  name: 'Leaving with a required answer missing warns',
  tags: ['R-FORM-007'],
  play: async ({ canvasElement }) => {
    await nameNewPerson(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui:wizard.continue') }));
    const modal = within(await within(document.body).findByRole('alertdialog'));
    await expect(modal.getByText(t('ui:requiredFields.title'))).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveTextContent('Last name');
    await expect(modal.getByRole('button', { name: t('ui:requiredFields.continue') })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('ui:requiredFields.close') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('1Name');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveFocus());
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Continue and Back move between the pages (#page=n), each later answer a PUT of the new person. */
export const MultiPage: Story = {
  name: 'Page by page, each answer saved to the new person',
  tags: ['R-FORM-003', 'R-FORM-005', 'R-FORM-006'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('list', { name: t('ui:stepper.label') });
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Name', '2Organisation', '3E-mail']);
    await expect(canvas.queryByRole('button', { name: t('ui:wizard.back') })).toBeNull();
    await nameNewPerson(canvasElement);
    await answer(canvasElement, /Last name/, 'Boateng', {
      method: 'PUT',
      url: '/api/person-profiles/40',
      body: { answers: { lastName: 'Boateng' } },
    });
    await continueTo(canvasElement, 2);
    // Office staff of one organisation see the organisation read-only, answered with the URL's; the
    // member status shows the one a new person is stored with, until another is chosen.
    await expect(canvas.getByRole('textbox', { name: 'Organisation' })).toHaveValue('AIM Europe');
    await expect(canvas.getByRole('button', { name: /Member status/ })).toHaveTextContent('Active');
    await userEvent.click(canvas.getByRole('button', { name: /Member status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/person-profiles/40',
        body: { answers: { memberStatus: 'INACTIVE' } },
      }),
    );
    await continueTo(canvasElement, 3);
    await expect(canvas.queryByRole('button', { name: t('ui:wizard.continue') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('ui:wizard.finish') })).toBeVisible();
    await answer(canvasElement, /Personal e-mail/, 'ama@example.org', {
      method: 'PUT',
      url: '/api/person-profiles/40',
      body: { answers: { aimPersonalEmail: 'ama@example.org' } },
    });
    await userEvent.click(canvas.getByRole('button', { name: t('ui:wizard.back') }));
    await expect(await canvas.findByRole('listitem', { current: 'step' })).toHaveTextContent('2Organisation');
    await expect(canvas.getByRole('button', { name: /Member status/ })).toHaveTextContent('Inactive');
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Once created, "Go to person" leads to PersonProfilesCreated, which shows them. */
export const GoToCreatedPerson: Story = {
  args: { leadsTo: [{ path: routePaths.PersonProfilesCreated, page: CreatedPage }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameNewPerson(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:personProfiles.form.entityLabel') }),
      }),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('main')).toHaveAttribute(
        'data-pathname',
        '/person-profiles/40/created',
      ),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:personProfiles.created.title') }),
    ).toBeVisible();
  },
};

/**
 * The last page ends with Finish, which sends the answer still being typed and, once it is saved, leads
 * to PersonProfilesCreated.
 */
export const FinishLeadsToCreatedPerson: Story = {
  args: { leadsTo: [{ path: routePaths.PersonProfilesCreated, page: CreatedPage }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameNewPerson(canvasElement);
    await answer(canvasElement, /Last name/, 'Boateng', {
      method: 'PUT',
      url: '/api/person-profiles/40',
      body: { answers: { lastName: 'Boateng' } },
    });
    await continueTo(canvasElement, 2);
    await continueTo(canvasElement, 3);
    await userEvent.type(canvas.getByRole('textbox', { name: /Personal e-mail/ }), 'ama@example.org');
    await userEvent.click(canvas.getByRole('button', { name: t('ui:wizard.finish') }));
    await waitFor(() =>
      expect(canvasElement.querySelector('main')).toHaveAttribute(
        'data-pathname',
        '/person-profiles/40/created',
      ),
    );
    await expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/person-profiles/40',
      body: { answers: { aimPersonalEmail: 'ama@example.org' } },
    });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:personProfiles.created.title') }),
    ).toBeVisible();
  },
};

/** The person's form as the server serves it once they exist: the blank form's questions, answered. */
const newPersonForm = {
  ...storyPersonProfileForm,
  version: 1,
  pages: storyPersonProfileForm.pages.map((page) => ({
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      nodes: section.nodes.map((node) =>
        node.type === 'SingleQuestion' && node.question.input.fieldName === 'firstName'
          ? { ...node, question: { ...node.question, answers: ['Ama'] } }
          : node,
      ),
    })),
  })),
};

/**
 * The address of a person already created (`?id=`), as a reload finds it: the form of that person with
 * their answers, each later answer saved to them, none creating another.
 */
export const ResumesTheCreatedPerson: Story = {
  args: { url: '/orgs/3/person-profiles/create?id=40' },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profileForm(newPersonForm));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('people:personProfiles.form.createTitle') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue('Ama');
    await expect(
      canvas.getByRole('button', {
        name: t('form:form.actions.goToEntity', { entity: t('people:personProfiles.form.entityLabel') }),
      }),
    ).toBeVisible();
    await answer(canvasElement, /Last name/, 'Boateng', {
      method: 'PUT',
      url: '/api/person-profiles/40',
      body: { answers: { lastName: 'Boateng' } },
    });
    await expect(calls.filter(({ method }) => method !== 'PUT')).toEqual([]);
    await waitFor(() => expect(canvas.queryByText(t('ui:save.state.SAVED'))).toBeNull(), { timeout: 4000 });
  },
};

/** Office staff of another organisation (or anyone without create_person_profiles there) find nothing here. */
export const CreateNotAllowed: Story = {
  args: { url: '/orgs/7/person-profiles/create' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
    await expect(calls).toEqual([]);
  },
};

/** On a phone the stepper says which page of how many in one line, and nothing is wider than the screen. */
export const CreateAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('ui:stepper.stepOf', { step: 1, count: 3, name: 'Name' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('ui:stepper.label') })).toBeNull();
    await expectNoSidewaysScroll();
  },
};

/** PersonProfilesCreated: the new person, where to go next, and the invite that lets them register. */
export const Created: Story = {
  name: 'The created person and where to go next',
  tags: ['R-ROUTE-025'],
  args: { page: CreatedPage, path: routePaths.PersonProfilesCreated, url: '/person-profiles/40/created' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:personProfiles.created.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('people:personProfiles.created.text', { name: 'Ama Boateng' })),
    ).toBeVisible();
    const links = [
      ['view', '/person-profiles/40'],
      ['edit', '/person-profiles/40/edit'],
      ['another', '/orgs/3/person-profiles/create'],
      ['managePeople', '/orgs/3/settings/people'],
    ];
    for (const [key, href] of links)
      await expect(
        canvas.getByRole('link', { name: t(`people:personProfiles.created.${key}`) }),
      ).toHaveAttribute('href', href);
    await expect(canvas.getByRole('button', { name: t('people:profile.invite.send') })).toBeVisible();
  },
};
