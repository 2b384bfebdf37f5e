import type { FormTemplate } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, storyLanguage, t, text } from '../../../../.storybook/story-text.ts';
import { type MessageKey, saveFailedAlert, translate } from '../core/messages.ts';
import { form, global, local, question } from '../core/template-builders.ts';
import { fieldInputLoaders, loadFieldInputs } from './fields/fieldRegistry.ts';
import { formInitWaitMs, positionAssignmentLoadWaitMs } from './hooks/formTiming.ts';
import {
  kitchenSink,
  kitchenSinkPositionQuery,
  kitchenSinkSources,
  positionOptions,
} from './stories/kitchenSink.ts';
import { StoryForm, storySender } from './stories/StoryForm.tsx';
import { TemplatedForm } from './TemplatedForm.tsx';

/** The requests the mocked server received, newest last. */
type Received = { method: string; url: URL; body: unknown }[];
// On globalThis: the story module may be loaded more than once, and handlers and play must share one list.
const shared = globalThis as { formStoryRequests?: Received };
shared.formStoryRequests ??= [];
const received = shared.formStoryRequests;
const record = async (request: Request) => {
  const body = request.method === 'GET' ? null : await request.clone().json();
  received.push({ method: request.method, url: new URL(request.url), body });
};
const saveOk = [
  http.post('/api/applications', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 7 });
  }),
  http.put('/api/applications/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 7 });
  }),
  http.get('/api/form-options/position-assignments', async ({ request }) => {
    await record(request);
    return HttpResponse.json(positionOptions);
  }),
];

/** A story's server: the save and options handlers, after any of its own (msw resets handlers per story). */
const serve =
  (...own: RequestHandler[]) =>
  ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    msw.use(...own, ...saveOk);
  };

const bodyOf = (page: HTMLElement) => within(page.ownerDocument.body);
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
/** The live region's whole text once a save has finished, in the story's language. */
const savedText = () => new RegExp(`^${text('save.state.SAVED')}$`);
/** A text of the form engine's own (validation messages, the save alert), in the story's language. */
const engineText = (key: MessageKey) => translate(storyLanguage(), { key });

/** The answers the mocked server received for one field, oldest first (each save sends one field). */
const savedAnswers = (fieldName: string) =>
  received.flatMap(({ body }) => {
    const answers = (body as { answers?: Record<string, unknown> } | null)?.answers;
    return answers && Object.hasOwn(answers, fieldName) ? [answers[fieldName]] : [];
  });
/**
 * Waits until the form has taken the last save's answer, so the picture taken after the play never
 * catches the save indicator half-way; the page is longer than the window, so it is taken from the top.
 */
const settled = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(savedText()));
  window.scrollTo(0, 0);
};
/** A valid one-pixel PNG, so an uploaded picture's preview shows as a picture. */
const onePixelPng = () =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (char) => char.charCodeAt(0),
  );
/** Waits until the stepper marks the named page as the current step. */
const expectCurrentPage = async (canvas: ReturnType<typeof within>, name: string) =>
  expect(await canvas.findByRole('listitem', { current: 'step' })).toHaveTextContent(name);
/** Waits until the server's newest answer for the field is `expected`. */
const expectSaved = (fieldName: string, expected: unknown) =>
  waitFor(() => expect(savedAnswers(fieldName).at(-1)).toEqual(expected), { timeout: 3000 });

const meta = {
  title: 'Patterns/Form engine/FormRenderer',
  component: StoryForm,
  tags: ['autodocs'],
  args: { template: kitchenSink, sources: kitchenSinkSources, positionAssignments: kitchenSinkPositionQuery },
  // The stories are about what each input does once shown: its code is loaded first, as it is by the time
  // a user reaches it (a form's first render waits for it behind a spinner, which the app's pages show).
  loaders: [() => loadFieldInputs(Object.keys(fieldInputLoaders))],
  beforeEach: () => {
    received.length = 0;
    localStorage.clear();
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    // react-aria announces a pending button by pointing at its id for 7 s; once the story unmounts, that
    // dangling reference would fail the next story's axe check.
    return () => {
      for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
        message.remove();
    };
  },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (page: number) => (context: Parameters<ReturnType<typeof serve>>[0]) => {
  window.history.replaceState(null, '', `#page=${page}`);
  serve()(context);
};

export const PageOneTextFields: Story = {
  name: 'Text field types and a sanitised html block',
  tags: [
    'R-FIELD-004',
    'R-FIELD-007',
    'R-FIELD-016',
    'R-FIELD-017',
    'R-FIELD-018',
    'R-FIELD-019',
    'R-FIELD-020',
    'R-FIELD-021',
    'R-FIELD-022',
    'R-FIELD-036',
  ],
  beforeEach: serve(),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Kitchen-sink application' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Kitchen-sink application' })).toBeVisible();
    // Each text-like field is typed into and saved once it loses focus, as the server then holds it.
    const typeAndLeave = async (name: string | RegExp, text: string) => {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.keyboard(text);
      await userEvent.tab();
    };
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('type', 'text');
    await typeAndLeave(/Full name/, 'Amani Otieno');
    await expectSaved('fullName', 'Amani Otieno');
    // The first save created the record; the later ones update it.
    const saves = () => received.filter(({ method }) => method !== 'GET');
    await expect(saves()[0]).toMatchObject({ method: 'POST', url: { pathname: '/api/applications' } });
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
    await typeAndLeave('Website', 'https://aim.example.org');
    await expectSaved('website', 'https://aim.example.org');
    await expect(saves().at(-1)).toMatchObject({ method: 'PUT', url: { pathname: '/api/applications/7' } });
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await typeAndLeave('Phone', '+254 700 000 001');
    await expectSaved('phone', '+254 700 000 001');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    await typeAndLeave('E-mail', 'amani@example.org');
    await expectSaved('email', 'amani@example.org');
    // A Hidden field shows nothing and carries its stored answer under its field name (the Asset node's
    // Hidden question, answered by an upload, is saved on page three).
    const reference = canvasElement.querySelector('input[name="reference"]');
    await expect(reference).toHaveAttribute('type', 'hidden');
    await expect(reference).toHaveValue('REF-42');
    await expect(canvas.queryByText('REF-42')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Motivation' }).tagName).toBe('TEXTAREA');
    await expect(canvas.queryByText(/we will read your motivation/)).toBeNull();
    await typeAndLeave('Motivation', 'To teach.');
    await expect(await canvas.findByText('we will read your motivation')).toBeVisible();
    await expectSaved('motivation', 'To teach.');
    await typeAndLeave('Years of experience', '12');
    await expectSaved('years', 12);
    await expect(canvas.getByRole('textbox', { name: 'Introduction video' })).toHaveAttribute('type', 'url');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Introduction video' }));
    await userEvent.paste('https://youtu.be/dQw4w9WgXcQ');
    await userEvent.tab();
    await expectSaved('video', 'https://youtu.be/dQw4w9WgXcQ');
    await expect(canvasElement.querySelector('[data-html-block] script')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await settled(canvasElement);
  },
};

export const PageTwoChoiceFields: Story = {
  name: 'Choice field types and their conditions',
  tags: [
    'R-FIELD-023',
    'R-FIELD-024',
    'R-FIELD-025',
    'R-FIELD-026',
    'R-FIELD-027',
    'R-FIELD-028',
    'R-FIELD-029',
  ],
  beforeEach: onPage(2),
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    // Choice fields save as soon as a choice is made, without leaving the field; the language picker
    // saves once the typing pauses.
    await expect(canvas.queryByRole('textbox', { name: /Number of children/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I travel with children' }));
    await expectSaved('hasChildren', true);
    await expect(await canvas.findByRole('textbox', { name: /Number of children/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Skills' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Teaching' }));
    await expectSaved('skills', ['teaching']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Other' }));
    await expectSaved('skills', ['teaching', 'other']);
    await expect(await canvas.findByRole('textbox', { name: /Other skill/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Sending office/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lisbon/ }));
    await expectSaved('office', 'lis');
    await expect(canvas.getByRole('button', { name: /Sending office/ })).toHaveTextContent('Lisbon');
    // Each lookup searches as it is typed into, and answers the value of the option picked.
    for (const [lookup, fieldName, typed, option, value] of [
      ['Home address lookup', 'homeAddress', 'ngong', '12 Ngong Road, Nairobi', 'addr-1'],
      ['Assignment lookup', 'assignment', 'teach', 'Teacher, Nairobi', 'asg-1'],
      ['Phone lookup', 'phoneLookup', '254', '+254 700 000 001', '+254700000001'],
    ] as const) {
      await userEvent.click(canvas.getByRole('combobox', { name: lookup }));
      await userEvent.keyboard(typed);
      await userEvent.click(await body.findByRole('option', { name: option }));
      await expect(canvas.getByRole('combobox', { name: lookup })).toHaveValue(option);
      await expectSaved(fieldName, value);
    }
    const languages = within(canvas.getByRole('group', { name: 'Languages' }));
    await userEvent.click(
      languages.getByRole('button', { name: containing(t('language.language', { number: 1 })) }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Swahili' }));
    await userEvent.click(
      languages.getByRole('button', { name: containing(t('language.proficiency', { number: 1 })) }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Fluent' }));
    await expectSaved('languages', [{ language: 'sw', proficiency: 'fluent' }]);
    await userEvent.click(canvas.getByRole('button', { name: /Team/ }));
    await userEvent.click(await body.findByRole('option', { name: 'No' }));
    await expectSaved('team', 'no');
    await expect(canvas.getByRole('button', { name: /Team/ })).toHaveTextContent('No');
    // With a team and no region, the languages are not asked for.
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Languages' })).toBeNull());
    await expect(canvas.getByRole('radiogroup', { name: 'Region' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Asia' }));
    await expect(canvas.getByRole('radio', { name: 'Asia' })).toBeChecked();
    await expectSaved('region', 'asia');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Sending office/ })).toBeNull());
    await settled(canvasElement);
  },
};

export const PageThreeCompositeFields: Story = {
  name: 'Composite fields, matrix and asset',
  tags: [
    'R-FIELD-005',
    'R-FIELD-006',
    'R-FIELD-030',
    'R-FIELD-031',
    'R-FIELD-032',
    'R-FIELD-033',
    'R-FIELD-034',
    'R-FIELD-035',
    'R-CALL-043',
    'R-CONST-012',
  ],
  beforeEach: onPage(3),
  play: async ({ canvas, canvasElement }) => {
    const mountedAt = performance.now();
    const body = bodyOf(canvasElement);
    // The matrix: a header with the required marker, one without, and its questions in a row.
    // The matrix's input loads on demand (the field registry's lazy modules): wait for it.
    const referee = await canvas.findByText('Referee', {}, { timeout: 5000 });
    await expect(referee.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    await expect(canvas.getByText('Relationship').querySelector('[aria-hidden="true"]')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Referee name/ })).toBeVisible();
    // The position assignments load after the load wait, for the form's subject.
    await expect(await canvas.findByRole('group', { name: 'Team leader' })).toBeVisible();
    const load = received.find(
      (request) => request.url.pathname === '/api/form-options/position-assignments',
    );
    await expect(load?.url.searchParams.get('subject_type')).toBe('application');
    await expect(load?.url.searchParams.get('organisation')).toBe('3');
    await expect(load?.url.searchParams.get('subject_id')).toBe('7');
    await expect(performance.now() - mountedAt).toBeGreaterThanOrEqual(positionAssignmentLoadWaitMs - 20);
    // An address is saved once it is whole: its type, first line, town, post code and country.
    const address = within(canvas.getByRole('group', { name: 'Postal address' }));
    await userEvent.click(address.getByRole('button', { name: containing(t('address.type')) }));
    await userEvent.click(await body.findByRole('option', { name: t('address.types.FLD') }));
    await userEvent.click(address.getByRole('textbox', { name: containing(t('address.addressLineOne')) }));
    await userEvent.keyboard('12 Ngong Road');
    await userEvent.click(address.getByRole('textbox', { name: containing(t('address.city')) }));
    await userEvent.keyboard('Nairobi');
    await userEvent.click(address.getByRole('textbox', { name: containing(t('address.postCode')) }));
    await userEvent.keyboard('00100');
    await expect(savedAnswers('address')).toEqual([]);
    await userEvent.click(address.getByRole('button', { name: containing(t('address.country')) }));
    await userEvent.click(await body.findByRole('option', { name: 'Kenya' }));
    await expectSaved(
      'address',
      expect.objectContaining({
        type: 'FLD',
        addressLineOne: '12 Ngong Road',
        city: 'Nairobi',
        postCode: '00100',
        country: 'KE',
      }),
    );
    await userEvent.click(
      canvas.getByRole('radio', { name: `${t('address.types.CORR')}: 12 Ngong Road, Nairobi, 00100, KE` }),
    );
    await userEvent.tab();
    await expectSaved('currentAddress', 'addr-1');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile: +254 700 000 001' }));
    await userEvent.tab();
    await expectSaved('currentPhone', '+254700000001');
    const startDate = within(canvas.getByRole('group', { name: /Start date/ }));
    await userEvent.click(startDate.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('07032027');
    await expectSaved('startDate', '2027-03-07');
    // A start in 2027 brings the visa note in.
    await expect(await canvas.findByRole('textbox', { name: 'Visa note' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /Due date/ }));
    await userEvent.keyboard('14');
    await userEvent.click(canvas.getByRole('radio', { name: t('date.modifier.after') }));
    // Moving on to the next field saves the due date.
    const finance = within(canvas.getByRole('group', { name: 'Finance officer' }));
    await userEvent.click(finance.getByRole('checkbox', { name: 'Beatriz Costa' }));
    await expectSaved('dueDateModifier', { days: 14, direction: 'after' });
    await expectSaved('reviewers', { 'pos-fin': ['p2'] });
    // The Asset node: the file is uploaded and its asset id saved as the answer of its Hidden question.
    await expect(canvas.getByRole('button', { name: 'Passport scan' })).toBeVisible();
    const fileInput = canvasElement.querySelector<HTMLInputElement>(
      '[data-field="passportScan"] input[type="file"]',
    );
    await userEvent.upload(
      fileInput as HTMLInputElement,
      new File([onePixelPng()], 'passport.png', { type: 'image/png' }),
    );
    await expectSaved('passportScan', 'asset-1');
    await userEvent.click(canvas.getByRole('textbox', { name: 'File title' }));
    await userEvent.keyboard('Passport');
    await userEvent.tab();
    await expectSaved('passportTitle', 'Passport');
    await settled(canvasElement);
  },
};

export const WalkPageByPage: Story = {
  name: 'Pages by hash, Back and Continue, the missing-fields warning',
  tags: ['R-FORM-001', 'R-FORM-003', 'R-FORM-005', 'R-FORM-006', 'R-FORM-007'],
  beforeEach: serve(),
  play: async ({ canvas, canvasElement }) => {
    // The kitchen sink's pages have no titles, so the stepper numbers them.
    await expect(canvas.getByRole('list', { name: t('stepper.label') })).toHaveTextContent(
      [1, 2, 3].map((page) => `${page}${text('form:form.navigation.pageName', { page })}`).join(''),
    );
    await expectCurrentPage(canvas, t('form:form.navigation.pageName', { page: 1 }));
    await expect(canvas.queryByRole('button', { name: t('wizard.back') })).toBeNull();
    canvas.getByRole('button', { name: t('wizard.continue') }).focus();
    await userEvent.keyboard('{Enter}');
    const warning = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: t('requiredFields.title'),
    });
    await expect(within(warning).getByText('Full name')).toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: t('requiredFields.continue') }));
    await expectCurrentPage(canvas, t('form:form.navigation.pageName', { page: 2 }));
    await expect(window.location.hash).toBe('#page=2');
    // Focus goes on from the new page's first field, not from the button that left the last one.
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'I travel with children' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: t('wizard.back') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    const second = await bodyOf(canvasElement).findByRole('alertdialog', { name: t('requiredFields.title') });
    await userEvent.click(within(second).getByRole('button', { name: t('requiredFields.continue') }));
    await expectCurrentPage(canvas, t('form:form.navigation.pageName', { page: 3 }));
    await expect(window.location.hash).toBe('#page=3');
    await expect(canvas.queryByRole('button', { name: t('wizard.continue') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.back') }));
    await expectCurrentPage(canvas, t('form:form.navigation.pageName', { page: 2 }));
  },
};

const requiredPage = form(
  [
    question('firstName', 'Text', { label: 'First name', constraints: [local({ type: 'Required' })] }),
    question('lastName', 'Text', { label: 'Last name', constraints: [global({ type: 'Required' })] }),
  ],
  [question('notes', 'Textarea', { label: 'Notes' })],
);

/** With global validation on, missing fields block leaving the page. */
export const BlockingWhenGlobalValidation: Story = {
  name: 'Global validation: missing fields block leaving the page',
  tags: ['R-FORM-008'],
  beforeEach: serve(),
  args: { template: requiredPage, status: 'SUBMITTED', entityId: 7, entityLabel: 'application' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    const modal = await bodyOf(canvasElement).findByRole('alertdialog', { name: t('requiredFields.title') });
    await expect(
      within(modal).getByText(text('requiredFields.update', { entity: 'application' })),
    ).toBeVisible();
    await expect(within(modal).queryByRole('button', { name: t('requiredFields.continue') })).toBeNull();
    await expect(within(modal).getByText('Last name')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectCurrentPage(canvas, t('form:form.navigation.pageName', { page: 1 }));
  },
};

/** Submitting an empty page announces the errors and focuses the first invalid field. */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  name: 'Submitting an empty page focuses the first invalid field',
  beforeEach: serve(),
  args: { template: requiredPage },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    const modal = await bodyOf(canvasElement).findByRole('alertdialog', { name: t('requiredFields.title') });
    await userEvent.click(within(modal).getByRole('button', { name: t('requiredFields.close') }));
    const firstName = canvas.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(containing(engineText('validation.required')));
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).not.toHaveAttribute('aria-invalid');
  },
};

const selectFirstPage = form(
  [
    question('country', 'Select', {
      label: 'Country',
      options: [
        { value: 'KE', label: 'Kenya' },
        { value: 'GH', label: 'Ghana' },
      ],
      constraints: [local({ type: 'Required' })],
    }),
    question('city', 'Text', { label: 'City', constraints: [local({ type: 'Required' })] }),
  ],
  [question('notes', 'Textarea', { label: 'Notes' })],
);

/**
 * After Close in the missing-fields warning, focus lands on the first invalid field, even when it is a
 * Select.
 */
export const CloseFocusesAnInvalidSelect: Story = {
  name: 'Close in the warning focuses an invalid Select',
  beforeEach: serve(),
  args: { template: selectFirstPage },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.continue') }));
    const modal = await bodyOf(canvasElement).findByRole('alertdialog', { name: t('requiredFields.title') });
    await userEvent.click(within(modal).getByRole('button', { name: t('requiredFields.close') }));
    const country = canvas.getByRole('button', { name: /Country/ });
    await waitFor(() => expect(country).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(await bodyOf(canvasElement).findByRole('option', { name: 'Kenya' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

const onePage = form([
  question('title', 'Text', { label: 'Title', answers: ['Teacher'] }),
  question('choice', 'RadioGroup', {
    label: 'Choice',
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
]);

export const ExplicitSaveButtons: Story = {
  name: 'Save, cancel and go-to buttons with autosave off',
  tags: ['R-FORM-002', 'R-FORM-012', 'R-FORM-013', 'R-FORM-014'],
  beforeEach: serve(),
  args: {
    template: onePage,
    autosave: false,
    entityId: 7,
    entityLabel: 'application',
    onCancel: fn(),
    onGoToEntity: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('save.button.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('form:form.actions.cancel') })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t('form:form.actions.goToEntity', { entity: 'application' }) }),
    );
    await expect(args.onGoToEntity).toHaveBeenCalledWith(7);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' trainer');
    await userEvent.tab();
    await expect(received).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: t('form:form.actions.cancel') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('save.button.save') }));
    await waitFor(() =>
      expect(received.at(-1)).toMatchObject({
        method: 'PUT',
        body: { answers: { title: 'Teacher trainer' } },
      }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('form:form.actions.cancel') })).toBeNull(),
    );
    // No Save button, in neither of its states.
    for (const name of [t('save.button.save'), t('save.button.saving')])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

/** A first autosave creates the record, is announced politely and offers the go-to button. */
export const AutosaveCreatesAndAnnounces: Story = {
  name: 'A first autosave creates the record and says so',
  tags: ['R-AUTOSAVE-017'],
  beforeEach: serve(),
  args: { template: onePage, entityLabel: 'application', onGoToEntity: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.queryByRole('button', { name: t('form:form.actions.goToEntity', { entity: 'application' }) }),
    ).toBeNull();
    canvas.getByRole('radio', { name: 'A' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(savedText()));
    await expect(received[0]).toMatchObject({ method: 'POST', body: { answers: { choice: 'a' } } });
    await expect(
      canvas.getByRole('button', { name: t('form:form.actions.goToEntity', { entity: 'application' }) }),
    ).toBeVisible();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(''), { timeout: 4000 });
  },
};

/** The last page ends with Finish, which waits for the answer being saved and replaces Continue and go-to. */
export const FinishAfterTheLastSave: Story = {
  name: 'Finish on the last page waits for the last save',
  beforeEach: serve(),
  args: { template: onePage, entityId: 7, entityLabel: 'application', onGoToEntity: fn(), onFinish: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: t('wizard.continue') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('form:form.actions.goToEntity', { entity: 'application' }) }),
    ).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' of French');
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.finish') }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledWith(7));
    await expect(received).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: { answers: { title: 'Teacher of French' } } }),
    );
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(''), { timeout: 4000 });
  },
};

/** Finish warns of the last page's empty required fields; the warning's Continue finishes. */
export const FinishWarnsOfMissingFields: Story = {
  name: 'Finish warns of empty required fields; Continue finishes',
  tags: ['R-FORM-007'],
  beforeEach: onPage(2),
  args: {
    template: form(
      [question('notes', 'Textarea', { label: 'Notes' })],
      [question('firstName', 'Text', { label: 'First name', constraints: [local({ type: 'Required' })] })],
    ),
    entityId: 7,
    onFinish: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('wizard.finish') }));
    const modal = await bodyOf(canvasElement).findByRole('alertdialog', { name: t('requiredFields.title') });
    await expect(within(modal).getByText('First name')).toBeVisible();
    await expect(args.onFinish).not.toHaveBeenCalled();
    await userEvent.click(within(modal).getByRole('button', { name: t('requiredFields.continue') }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledWith(7));
  },
};

export const RejectedSave: Story = {
  name: 'A rejected save alerts with the messages joined by commas',
  tags: ['R-ERROR-019', 'R-ERROR-020'],
  args: { template: onePage, entityId: 7 },
  beforeEach: serve(
    http.put('/api/applications/:id', () =>
      HttpResponse.json(
        {
          code: 'validation',
          message: 'Invalid',
          errors: { choice: ['Choice is closed', 'Ask the office'] },
        },
        { status: 422 },
      ),
    ),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'B' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      saveFailedAlert(storyLanguage(), ['Choice is closed', 'Ask the office']),
    );
    await expect(canvasElement.querySelector('[data-field="choice"]')).toHaveAttribute(
      'data-save-state',
      'error',
    );
    await expect(liveRegion(canvasElement)).toHaveTextContent(text('save.state.ERROR'));
  },
};

/** Offline: "Trying to connect…", retried until it gets through; nothing typed is lost. */
export const OfflineThenRecovered: Story = {
  name: 'Offline: retried until it gets through, nothing lost',
  tags: ['R-AUTOSAVE-018', 'R-AUTOSAVE-019'],
  args: { template: onePage, entityId: 7 },
  beforeEach: serve(http.put('/api/applications/:id', () => HttpResponse.error())),
  play: async ({ canvas, canvasElement, msw }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' A');
    await userEvent.tab();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(text('save.state.RETRYING')));
    await userEvent.type(title, 'B');
    msw.use(...saveOk);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(savedText()), { timeout: 5000 });
    await expect(received.at(-1)).toMatchObject({ body: { answers: { title: 'Teacher AB' } } });
    await expect(title).toHaveValue('Teacher AB');
  },
};

export const ServerErrorOpensGenericModal: Story = {
  name: 'Any other failed save opens the generic error modal',
  tags: ['R-ERROR-022'],
  args: { template: onePage, entityId: 7 },
  beforeEach: serve(
    http.put('/api/applications/:id', () => HttpResponse.json({ code: 'internal' }, { status: 500 })),
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A' }));
    await expect(await bodyOf(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

const withUnknownNode: FormTemplate = {
  title: 'A form from a newer server',
  pages: [
    {
      id: 1,
      sections: [
        { id: 1, title: null, hidden: false, nodes: [{ type: 'Unknown', unknownType: 'Carousel' }] },
      ],
    },
  ],
};

export const UnknownNodeOpensGenericModal: Story = {
  name: 'An unknown node type opens the generic error modal',
  tags: ['R-FIELD-009'],
  beforeEach: serve(),
  args: { template: withUnknownNode },
  play: async ({ canvasElement }) => {
    const modal = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(within(modal).getByRole('button', { name: t('genericErrorModal.reload') })).toBeVisible();
  },
};

export const TemplateLoadFails: Story = {
  name: 'A form that fails to load shows the generic error page',
  tags: ['R-ERROR-023'],
  render: () => (
    <TemplatedForm
      source={{ template: { status: 'failed', error: new Error('internal') }, save: storySender(7) }}
      entityId={7}
      onReload={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: containing(t('genericErrorModal.reload')) })).toBeVisible();
  },
};

const positionsOnly = form([question('reviewers', 'PositionAssignments', { label: 'Reviewers' })]);

/** A new record asks for the position options with default assignees. */
export const DefaultAssigneesForANewRecord: Story = {
  name: 'A new record asks for positions with default assignees',
  tags: ['R-CALL-044'],
  beforeEach: serve(),
  args: { template: positionsOnly, positionAssignments: { associationType: 'application', organisation: 3 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Team leader' })).toBeVisible();
    const load = received.find(
      (request) => request.url.pathname === '/api/form-options/position-assignments',
    );
    await expect(load?.url.searchParams.get('with_default_assignees')).toBe('true');
    await expect(load?.url.searchParams.has('subject_id')).toBe(false);
  },
};

/** A position-assignment field without an association type opens the generic error modal. */
export const PositionsWithoutAssociationType: Story = {
  name: 'Positions without an association type: error modal',
  tags: ['R-FIELD-041', 'R-FIELD-042'],
  beforeEach: serve(),
  args: { template: positionsOnly, positionAssignments: {} },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alertdialog')).toBeVisible();
    await expect(received).toHaveLength(0);
  },
};

export const PositionOptionsFailToLoad: Story = {
  name: 'A failed position-options load opens the generic error modal',
  tags: ['R-FIELD-043'],
  args: { template: positionsOnly },
  beforeEach: serve(
    http.get('/api/form-options/position-assignments', () => HttpResponse.json({}, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

/**
 * A position-assignment field on a page that supplies no loader of its options opens the generic error
 * modal.
 */
export const PositionsWithoutLoader: Story = {
  name: 'Positions without an options loader: error modal',
  tags: ['R-FIELD-043'],
  beforeEach: serve(),
  args: { template: positionsOnly, loadPositionAssignmentOptions: null },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alertdialog')).toBeVisible();
    await expect(received).toHaveLength(0);
  },
};

const specialFields = form([
  question('organisationId', 'Select', {
    label: 'Organisation',
    options: [
      { value: 3, label: 'Nairobi office' },
      { value: 4, label: 'Lisbon office' },
    ],
  }),
  question('mobilisedByOrganisationIds', 'Select', {
    label: 'Mobilised by',
    hasMultipleAnswers: true,
    options: [{ value: 3, label: 'Nairobi office' }],
  }),
  question('dueDateRelativeTo', 'Hidden', { answers: ['OFA_ACCEPTANCE'] }),
  question('dueDateModifier', 'DateModifier', {
    label: 'Due date',
    answers: [{ days: 3, direction: 'before' }],
  }),
]);

/** Special field names: organisation default, read-only rules, due date after. */
export const SpecialFields: Story = {
  name: 'Special fields: organisation default, read-only, due date',
  tags: ['R-FIELD-038', 'R-FIELD-039', 'R-FIELD-040', 'R-ORG-011', 'R-ORG-012'],
  beforeEach: serve(),
  args: {
    template: specialFields,
    status: 'SUBMITTED',
    user: { isAdmin: false, isOfficeStaffForOrganisations: [3] },
  },
  play: async ({ canvas }) => {
    const organisation = canvas.getByRole('textbox', { name: 'Organisation' });
    await expect(organisation).toHaveValue('Nairobi office');
    await expect(organisation).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Mobilised by/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Due date/ })).toHaveAccessibleDescription(
      containing(engineText('validation.due_date_after')),
    );
  },
};

/** MobilisedByOrganisationIds is read-only for a non-admin who is not office staff. */
export const ReadOnlyMobilisedBy: Story = {
  name: 'Mobilised by is read-only unless admin or office staff',
  tags: ['R-ORG-012'],
  beforeEach: serve(),
  args: { template: specialFields, user: { isAdmin: false, isOfficeStaffForOrganisations: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobilised by' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Organisation/ })).toBeVisible();
  },
};

const serverMarkedProfile = form([
  question('firstName', 'Text', { label: 'First name', readOnly: true, answers: ['Zoë'] }),
  question('addresses', 'Address', {
    label: 'Address',
    hasMultipleAnswers: true,
    readOnly: true,
    answers: [
      {
        type: 'FLD',
        value: {
          addressLineOne: '12 Riverside Drive',
          addressLineTwo: '',
          city: 'Nairobi',
          country: 'KE',
          postCode: '00100',
        },
      },
      {
        type: 'PER',
        value: {
          addressLineOne: 'Rua das Flores 8',
          addressLineTwo: '',
          city: 'Porto',
          country: 'PT',
          postCode: '4050-262',
        },
      },
    ],
  }),
  question('currentAddressId', 'CurrentAddress', {
    label: 'Current address',
    options: [
      { value: 31, label: 'Field: 12 Riverside Drive, Nairobi' },
      { value: 32, label: 'Permanent: Rua das Flores 8, Porto' },
    ],
    answers: [31],
  }),
]);

/**
 * A server template's read-only fields, a person's stored addresses and the current address chosen among
 * them.
 */
export const ServerMarkedFields: Story = {
  name: "Server read-only fields and the person's stored addresses",
  beforeEach: serve(),
  args: { template: serverMarkedProfile, sources: { countries: kitchenSinkSources.countries } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Zoë');
    await expect(canvas.getByDisplayValue('12 Riverside Drive')).toHaveAttribute('readonly');
    await expect(canvas.getByDisplayValue('Rua das Flores 8')).toHaveAttribute('readonly');
    const current = canvas.getByRole('radio', { name: 'Field: 12 Riverside Drive, Nairobi' });
    await expect(current).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Permanent: Rua das Flores 8, Porto' }));
    await expect(canvas.getByRole('radio', { name: 'Permanent: Rua das Flores 8, Porto' })).toBeChecked();
    // Not a choice field type (spec 02 §4): it saves when it loses focus.
    await userEvent.tab();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(savedText()));
    await expect(received.at(-1)).toMatchObject({
      method: 'POST',
      body: { answers: { currentAddressId: 32 } },
    });
  },
};

const longPage = form([
  ...Array.from({ length: 14 }, (_, index) =>
    question(`filler${index}`, 'Text', { label: `Filler ${index + 1}` }),
  ),
  question('notes', 'Text', { label: 'Notes far below' }),
]);

export const ScrollsToAnchorAfterInitWait: Story = {
  name: 'Scrolls to the hash anchor once the init wait has passed',
  tags: ['R-FORM-004', 'R-CONST-011'],
  args: { template: longPage },
  beforeEach: (context) => {
    window.history.replaceState(null, '', '#field-notes');
    serve()(context);
    return () => window.scrollTo({ top: 0 });
  },
  play: async ({ canvasElement }) => {
    const mountedAt = performance.now();
    const notes = canvasElement.querySelector('#field-notes') as HTMLElement;
    await waitFor(() => expect(notes.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    await expect(performance.now() - mountedAt).toBeGreaterThanOrEqual(formInitWaitMs - 50);
  },
};

/** Changes kept through a reload while offline are restored and saved. */
export const ReloadWhileOfflineLosesNothing: Story = {
  name: 'Changes kept offline survive a reload and are saved',
  args: { template: onePage, entityId: 7, storageKey: 'application-7' },
  beforeEach: (context) => {
    serve()(context);
    localStorage.setItem(
      'mobilise.form.pending.application-7',
      JSON.stringify([{ fieldName: 'title', value: 'Teacher kept', sequence: 3 }]),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByDisplayValue('Teacher kept')).toBeVisible();
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(savedText()), { timeout: 4000 });
    await expect(received.at(-1)).toMatchObject({ body: { answers: { title: 'Teacher kept' } } });
    await expect(localStorage.getItem('mobilise.form.pending.application-7')).toBeNull();
  },
};

const hubForm = form([
  question('hub', 'Text', { label: 'Hub' }),
  question('leaf', 'Text', { label: 'Leaf' }),
  ...Array.from({ length: 3 }, (_, index) =>
    question(`dependant${index}`, 'Text', {
      label: `Dependant ${index + 1}`,
      conditions: [{ kind: 'hasValue', field: 'hub', value: 'show' }],
    }),
  ),
]);

const renders: string[] = [];

/** A keystroke renders its input alone; in a hub, also the questions whose visibility flips. */
export const KeystrokeRendersOnlyItsField: Story = {
  name: 'A keystroke re-renders only its field and flipped questions',
  beforeEach: serve(),
  args: { template: hubForm, autosave: false, onFieldRender: (fieldName: string) => renders.push(fieldName) },
  play: async ({ canvas }) => {
    const leaf = canvas.getByRole('textbox', { name: 'Leaf' });
    await userEvent.click(leaf);
    await userEvent.keyboard('x');
    renders.length = 0;
    await userEvent.keyboard('z');
    await expect(leaf).toHaveValue('xz');
    await expect(renders).toEqual([]);
    const hub = canvas.getByRole('textbox', { name: 'Hub' });
    await userEvent.click(hub);
    await userEvent.keyboard('sho');
    renders.length = 0;
    await userEvent.keyboard('w');
    await expect([...renders].sort()).toEqual(['dependant0', 'dependant1', 'dependant2']);
    await expect(canvas.getByRole('textbox', { name: 'Dependant 1' })).toBeVisible();
    renders.length = 0;
    await userEvent.keyboard('!');
    await expect([...renders].sort()).toEqual(['dependant0', 'dependant1', 'dependant2']);
    await expect(canvas.queryByRole('textbox', { name: 'Dependant 1' })).toBeNull();
    renders.length = 0;
    await userEvent.keyboard('?');
    await expect(renders).toEqual([]);
  },
};
