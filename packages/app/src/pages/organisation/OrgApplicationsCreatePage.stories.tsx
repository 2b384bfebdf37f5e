import type { CreateApplicationBody } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useParams } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { orgApplicationsServer } from '../../features/applications/stories/index.ts';
import { organisationHandlers } from '../../features/organisation/stories/index.ts';
import {
  storyPositions,
  storySettingsManager,
  storyWorkflowTemplate,
} from '../../features/settings/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import {
  atPhoneWidth,
  containing,
  expectNoSidewaysScroll,
  fieldLabel,
  PageStory,
} from '../../shared/stories/index.ts';
import { Page } from './OrgApplicationsCreatePage.tsx';

const created = fn<(body: CreateApplicationBody) => void>();

/** Where a created application leads: its page, which the story only names by its public id. */
function ApplicationReached() {
  return <h1>Application {useParams().public_id}</h1>;
}

/** A second application template, so the form asks which one to follow. */
const shortTermTemplate = { ...storyWorkflowTemplate, id: 210, name: 'Short-term application' };

const meta = {
  title: 'Screens/Organisation/Create an application',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.OrgApplicationsCreate,
    url: '/orgs/3/applications/create',
    user: storySettingsManager,
    leadsTo: [{ path: routePaths.ApplicationsShow, page: ApplicationReached }],
  },
  beforeEach: ({ msw }) => {
    created.mockClear();
    msw.use(
      ...orgApplicationsServer(
        { positions: storyPositions, templates: [storyWorkflowTemplate, shortTermTemplate] },
        { onCreate: created },
      ),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, role: 'textbox' | 'combobox', key: string) =>
  canvas.getByRole(role, { name: fieldLabel(t(`organisation:applications.form.${key}`)) });

/** Types into a people lookup and chooses the match named `name` with the keyboard. */
async function choosePerson(canvasElement: HTMLElement, key: string, typed: string, name: string) {
  const canvas = within(canvasElement);
  const input = field(canvas, 'combobox', key);
  await userEvent.click(input);
  await userEvent.keyboard(typed);
  await within(canvasElement.ownerDocument.body).findByRole('option', { name: containing(name) });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(input).toHaveValue(''));
  await userEvent.keyboard('{Escape}');
}

/** Chooses an option of a Select by its label. */
async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: containing(label) }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
}

/** The screen as people see it: the new application's form, full term chosen. */
export const Overview: Story = {};

/** The form as it opens: full term chosen, as it saves unless changed; no position held. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('organisation:applications.form.title') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('radio', { name: t('organisation:applications.termTypes.FULL_TERM') }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: containing(t('organisation:applications.form.position')) }),
    ).toHaveTextContent(t('organisation:applications.form.noPosition'));
    await expect(
      canvas.queryByRole('combobox', { name: fieldLabel(t('organisation:applications.form.holders')) }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('organisation:applications.form.cancel') }),
    ).toHaveAttribute('href', '/orgs/3/applications');
  },
};

/** Sent empty, the form says what is missing on each field and sends nothing; each error goes once given. */
export const MissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: t('organisation:applications.form.submit') });
    await userEvent.click(submit);
    await expect(canvas.getByText(t('organisation:applications.form.titleMissing'))).toBeVisible();
    await expect(canvas.getByText(t('organisation:applications.form.templateMissing'))).toBeVisible();
    await expect(canvas.getByText(t('organisation:applications.form.applicantsMissing'))).toBeVisible();
    await expect(field(canvas, 'textbox', 'titleLabel')).toHaveAttribute('aria-invalid', 'true');
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(field(canvas, 'textbox', 'titleLabel'), 'Teacher');
    await expect(canvas.queryByText(t('organisation:applications.form.titleMissing'))).toBeNull();
  },
};

/**
 * Filled in with the keyboard and the lookups (an applicant found by name, a Candidate Director among the
 * people with an account), the application is created and its page opens.
 */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', {
        name: fieldLabel(t('organisation:applications.form.titleLabel')),
      }),
      'Nurse, Tenwek',
    );
    await userEvent.click(
      canvas.getByRole('radio', { name: t('organisation:applications.termTypes.SHORT_TERM') }),
    );
    await userEvent.type(field(canvas, 'textbox', 'about'), 'Six months.');
    await chooseOption(canvasElement, t('organisation:applications.form.template'), 'Short-term application');
    await choosePerson(canvasElement, 'applicants', 'okaf', 'Amara Okafor');
    await choosePerson(canvasElement, 'applicants', 'berg', 'Lars Berg');
    await chooseOption(canvasElement, t('organisation:applications.form.position'), 'Candidate Director');
    // Only people with an account can hold a position: Lars Berg (103) has none.
    const holders = field(canvas, 'combobox', 'holders');
    await userEvent.click(holders);
    await userEvent.keyboard('berg');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent(t('ui:lookup.noResults', { query: 'berg' })));
    await userEvent.clear(holders);
    await choosePerson(canvasElement, 'holders', 'osei', 'Margaret Osei');
    await userEvent.click(canvas.getByRole('button', { name: t('organisation:applications.form.submit') }));
    await expect(await canvas.findByRole('heading', { name: 'Application 6400' })).toBeVisible();
    await expect(created).toHaveBeenCalledWith({
      title: 'Nurse, Tenwek',
      term_type: 'SHORT_TERM',
      about: 'Six months.',
      workflow_template_id: 210,
      positions: [{ position_id: 11, user_ids: [1100] }],
      applicant_ids: [102, 103],
    });
  },
};

/**
 * The server refuses an applicant the organisation stopped mobilising since the lookup found them: its
 * message shows on the applicants field and everything typed stays.
 */
export const RefusedApplicant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...orgApplicationsServer(
        { positions: storyPositions, templates: [storyWorkflowTemplate], noLongerMobilised: [101] },
        { onCreate: created },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', {
      name: fieldLabel(t('organisation:applications.form.titleLabel')),
    });
    await userEvent.type(title, 'Pilot, Mission Aviation Fellowship');
    // The organisation's only template is already chosen, as it saves.
    await expect(
      canvas.getByRole('button', { name: containing(t('organisation:applications.form.template')) }),
    ).toHaveTextContent('Full-term application');
    await choosePerson(canvasElement, 'applicants', 'jose', 'José Núñez');
    await userEvent.click(canvas.getByRole('button', { name: t('organisation:applications.form.submit') }));
    await expect(await canvas.findByText('is not a person this organisation mobilises')).toBeVisible();
    await expect(field(canvas, 'combobox', 'applicants')).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveValue('Pilot, Mission Aviation Fellowship');
    await expect(
      canvas.getByRole('grid', {
        name: t('ui:lookup.chosenOf', { label: t('organisation:applications.form.applicants') }),
      }),
    ).toHaveTextContent('José Núñez');
    await expect(created).toHaveBeenCalledTimes(1);
  },
};

/** Without a workflow template there is nothing to follow yet: the page leads to the templates. */
export const NoTemplates: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orgApplicationsServer({ positions: storyPositions, templates: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('organisation:applications.form.noTemplates'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('organisation:applications.form.goToTemplates') }),
    ).toHaveAttribute('href', '/orgs/3/settings/workflow-templates');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The templates failing to load: the page says so and offers to try again. */
export const TemplatesLoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(organisationHandlers.failing('listWorkflowTemplates'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A server error is asked again three times (1, 2 and 4 s apart) before the page says so.
    await expect(
      await canvas.findByText(t('organisation:applications.form.templatesLoadError'), {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** On a phone, with a position chosen and its holders asked for: nothing is wider than the screen. */
export const FormAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: fieldLabel(t('organisation:applications.form.titleLabel')) });
    await choosePerson(canvasElement, 'applicants', 'okafor', 'Amara Okafor');
    await chooseOption(canvasElement, t('organisation:applications.form.position'), 'Personnel Coordinator');
    await expect(field(canvas, 'combobox', 'holders')).toBeVisible();
    await expectNoSidewaysScroll();
    // The picture shows the form from its top. Choosing the position can leave the page scrolled towards
    // its list of options, further or not depending on timing: a loaded CI host caught it 260 px down.
    window.scrollTo(0, 0);
  },
};
