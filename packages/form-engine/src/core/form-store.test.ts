import type { FormStatus, FormTemplate } from '@mobilise/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SendAnswer, systemClock } from './autosave-machine.ts';
import { createFormStore, type FormStoreOptions } from './form-store.ts';
import { form, global, htmlBlock, local, question } from './template-builders.ts';
import { htmlBlockKey } from './visibility-graph.ts';

const saved: SendAnswer = async () => ({ type: 'saved' });

function storeOf(template: FormTemplate, options: Partial<FormStoreOptions> = {}) {
  const evaluated: string[] = [];
  const store = createFormStore(template, {
    clock: systemClock,
    send: saved,
    onEvaluate: (target) => evaluated.push(target),
    ...options,
  });
  evaluated.length = 0;
  return { store, evaluated };
}

const married = { kind: 'hasValue', field: 'status', value: 'married' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the form store: visibility', () => {
  const template = form([
    question('status', 'RadioGroup'),
    question('spouse', 'Text', { conditions: [married], answers: ['Ana'] }),
    question('wedding', 'Date', {
      conditions: [{ kind: 'notEmpty', field: 'spouse' }],
      answers: ['2020-01-01'],
    }),
    htmlBlock('<p>Congratulations</p>', [married]),
  ]);

  it('R-COND-001 R-COND-002 shows a field and an html block only while all their conditions hold', () => {
    const { store } = storeOf(template);
    const block = htmlBlockKey(0, 0, 3);
    // Stored answers of hidden fields are kept at load: only a field that becomes hidden is emptied.
    expect(store.getField('spouse')).toMatchObject({ visible: false, tempValue: 'Ana' });
    expect(store.isHtmlBlockVisible(block)).toBe(false);
    store.setValue('status', 'married');
    expect(store.getField('spouse').visible).toBe(true);
    expect(store.isHtmlBlockVisible(block)).toBe(true);
  });

  it('R-COND-009 a field that becomes hidden while holding a value is emptied, and so in turn are the fields it revealed', () => {
    const { store } = storeOf(template);
    store.setValue('status', 'married');
    expect(store.getField('wedding')).toMatchObject({ visible: true, tempValue: '2020-01-01' });
    store.setValue('status', 'single');
    expect(store.getField('spouse')).toMatchObject({ visible: false, tempValue: null });
    expect(store.getField('wedding')).toMatchObject({ visible: false, tempValue: null });
  });

  it('R-COND-010 R-CONST-010 the emptying of a newly hidden field is autosaved after the 100 ms save wait', async () => {
    const send = vi.fn(saved);
    const { store } = storeOf(template, { send });
    store.setValue('status', 'married');
    await vi.advanceTimersByTimeAsync(100);
    send.mockClear();
    store.setValue('status', 'single');
    await vi.advanceTimersByTimeAsync(99);
    expect(send).not.toHaveBeenCalledWith('spouse', null, expect.any(Number));
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith('spouse', null, expect.any(Number));
    expect(send).toHaveBeenCalledWith('wedding', null, expect.any(Number));
  });

  it('re-evaluates only the fields and html blocks that read the changed field', () => {
    const leaf = question('leaf');
    const dependants = Array.from({ length: 20 }, (_, index) =>
      question(`dependant${index}`, 'Text', { conditions: [{ kind: 'notEmpty', field: 'hub' }] }),
    );
    const bystanders = Array.from({ length: 200 }, (_, index) => question(`other${index}`, 'Text', {}));
    const { store, evaluated } = storeOf(form([question('hub'), leaf, ...dependants], bystanders));
    store.setValue('leaf', 'typing');
    expect(evaluated).toEqual(['leaf']);
    evaluated.length = 0;
    store.setValue('hub', 'x');
    expect(evaluated).toHaveLength(21);
    expect(new Set(evaluated)).toEqual(new Set(['hub', ...dependants.map((each) => each.input.fieldName)]));
  });

  it('R-FIELD-012 keeps per question tempValue, localValidationErrorMessages, globalValidationErrorMessages and savingHttpState', () => {
    const { store } = storeOf(
      form([question('name', 'Text', { answers: ['Ana'], constraints: [global({ type: 'Email' })] })]),
    );
    expect(store.getField('name')).toMatchObject({
      tempValue: 'Ana',
      localValidationErrorMessages: [],
      globalValidationErrorMessages: [{ key: 'validation.email' }],
      savingHttpState: 'idle',
    });
  });

  it("tells a field's listeners only about changes of that field", () => {
    const { store } = storeOf(template);
    const spouse = vi.fn();
    const status = vi.fn();
    store.subscribe('spouse', spouse);
    store.subscribe('status', status);
    store.setValue('status', 'divorced');
    expect(status).toHaveBeenCalledTimes(1);
    expect(spouse).not.toHaveBeenCalled();
    store.setValue('status', 'married');
    expect(spouse).toHaveBeenCalledTimes(1);
  });

  it("keeps a field's view (its state without the value) while only the value changes, so typing renders the input alone", () => {
    const { store } = storeOf(template);
    store.setValue('status', 'married');
    const view = store.getView('spouse');
    expect(view).toMatchObject({ visible: true, required: false });
    expect(view).not.toHaveProperty('tempValue');
    store.setValue('spouse', 'Ana Maria');
    expect(store.getField('spouse').tempValue).toBe('Ana Maria');
    expect(store.getView('spouse')).toBe(view);
    store.setValue('status', 'single');
    expect(store.getView('spouse')).toMatchObject({ visible: false });
  });

  it('treats fields in a hidden section as never shown', () => {
    const hidden = form([
      question('secret', 'Hidden', { answers: ['x'], constraints: [local({ type: 'Required' })] }),
    ]);
    const section = hidden.pages[0]?.sections[0];
    if (section) section.hidden = true;
    const { store } = storeOf(hidden);
    expect(store.getField('secret')).toMatchObject({ visible: false, required: false, tempValue: 'x' });
  });
});

describe('the form store: validation', () => {
  const template = form(
    [
      question('name', 'Text', { constraints: [local({ type: 'Required' })] }),
      question('email', 'Email', { constraints: [local({ type: 'Email' }), global({ type: 'Required' })] }),
      question('phone', 'Phone', { extras: { desirable: true } }),
    ],
    [question('notes', 'Textarea', { constraints: [global({ type: 'Required' })] })],
  );

  it('R-CONSTR-003 errors of a visible field appear only once local errors are shown or global validation is on', () => {
    const { store } = storeOf(template);
    expect(store.getField('name').localValidationErrorMessages).toEqual([{ key: 'validation.required' }]);
    expect(store.getField('name').shownErrors).toEqual([]);
    store.blur('name');
    expect(store.getField('name').shownErrors).toEqual([{ key: 'validation.required' }]);
    expect(store.getField('email').shownErrors).toEqual([]);
    store.setGlobalValidation(true);
    expect(store.getField('email').shownErrors).toEqual([{ key: 'validation.required' }]);
  });

  it('R-CONSTR-002 global constraints apply only while global validation is shown', () => {
    const { store } = storeOf(template);
    store.revealErrors(1);
    expect(store.getField('notes')).toMatchObject({ shownErrors: [], required: false });
    expect(store.getForm().invalidCount).toBe(1);
    store.setGlobalValidation(true);
    expect(store.getField('notes')).toMatchObject({
      shownErrors: [{ key: 'validation.required' }],
      required: true,
    });
    expect(store.getForm().invalidCount).toBe(3);
  });

  it('R-CONSTR-004 a required field is marked required, and stops being when no longer required', () => {
    const conditional = form([
      question('kids', 'Checkbox'),
      question('names', 'Text', {
        constraints: [local({ type: 'RequiredIf', another_field: 'kids', value: true })],
      }),
    ]);
    const { store } = storeOf(conditional);
    expect(store.getField('names').required).toBe(false);
    store.setValue('kids', true);
    expect(store.getField('names').required).toBe(true);
  });

  it('R-FORM-017 R-FORM-018 a status other than DRAFT turns global validation display on, DRAFT turns it off', () => {
    const { store } = storeOf(template);
    expect(store.getForm().globalValidation).toBe(false);
    store.setStatus('SUBMITTED');
    expect(store.getForm().globalValidation).toBe(true);
    expect(store.getField('notes').shownErrors).toEqual([{ key: 'validation.required' }]);
    store.setStatus('DRAFT');
    expect(store.getForm().globalValidation).toBe(false);
    expect(storeOf(template, { status: 'FINAL' }).store.getForm().globalValidation).toBe(true);
  });

  it('keeps the invalid count as answers change', () => {
    const { store } = storeOf(template);
    expect(store.getForm().invalidCount).toBe(1);
    store.setValue('email', 'not an address');
    expect(store.getForm().invalidCount).toBe(2);
    store.setValue('name', 'Ana');
    store.setValue('email', 'ana@example.org');
    expect(store.getForm().invalidCount).toBe(0);
  });

  it('lists the labels of the required fields left empty on a page, for the leave-page warning', () => {
    const { store } = storeOf(template);
    expect(store.missingRequired(0)).toEqual(['name']);
    store.setGlobalValidation(true);
    expect(store.missingRequired(0)).toEqual(['name', 'email']);
    store.setValue('name', 'Ana');
    expect(store.missingRequired(0)).toEqual(['email']);
    expect(store.missingRequired(1)).toEqual(['notes']);
  });

  it('R-CONSTR-035 an empty desirable field is flagged per page as a soft warning', () => {
    const { store } = storeOf(template);
    expect(store.emptyDesirable(0)).toEqual(['phone']);
    expect(store.emptyDesirable(1)).toEqual([]);
    expect(store.getView('phone').isDesirableMissing).toBe(true);
    expect(store.getView('name').isDesirableMissing).toBe(false);
    store.setValue('phone', '+51 1 555 0100');
    expect(store.emptyDesirable(0)).toEqual([]);
    expect(store.getView('phone').isDesirableMissing).toBe(false);
  });

  it('R-FIELD-040 dueDateModifier must point after when dueDateRelativeTo is OFA_ACCEPTANCE', () => {
    const task = form([question('dueDateRelativeTo', 'Select'), question('dueDateModifier', 'DateModifier')]);
    const { store } = storeOf(task);
    store.setValue('dueDateModifier', { days: 7, direction: 'before' });
    expect(store.getField('dueDateModifier').localValidationErrorMessages).toEqual([]);
    store.setValue('dueDateRelativeTo', 'OFA_ACCEPTANCE');
    expect(store.getField('dueDateModifier').localValidationErrorMessages).toEqual([
      { key: 'validation.due_date_after' },
    ]);
  });

  it('R-FIELD-039 an unanswered organisation field starts with the active organisation', () => {
    const organisation = form([question('organisationId', 'Select'), question('other', 'Select')]);
    const { store } = storeOf(organisation, { activeOrganisationId: 4 });
    expect(store.getField('organisationId').tempValue).toBe(4);
    expect(store.getField('other').tempValue).toBeNull();
    const answered = form([question('organisationId', 'Select', { answers: [2] })]);
    expect(storeOf(answered, { activeOrganisationId: 4 }).store.getField('organisationId').tempValue).toBe(2);
  });
});

describe('the form store: template problems', () => {
  it('R-CONSTR-033 reports an unknown constraint type, and validates the field without it', () => {
    const template = form([
      question('name', 'Text', {
        constraints: [
          { type: 'Unknown', unknownType: 'Palindrome', scope: 'local' },
          local({ type: 'Required' }),
        ],
      }),
    ]);
    const { store } = storeOf(template);
    expect(store.problems).toEqual([
      { kind: 'unknownConstraint', constraintType: 'Palindrome', fieldName: 'name' },
    ]);
    expect(store.getField('name').localValidationErrorMessages).toEqual([{ key: 'validation.required' }]);
  });

  it('R-CONSTR-034 global constraints on Asset fields are unsupported: ignored, and reported as a problem', () => {
    const template = form([
      {
        type: 'Asset',
        primary_question: question('passport', 'Hidden', {
          constraints: [global({ type: 'Required' }), local({ type: 'Numeric' })],
        }),
        secondary_question: question('passportTitle'),
      },
    ]);
    const { store } = storeOf(template, { status: 'SUBMITTED' });
    expect(store.problems).toEqual([
      { kind: 'globalConstraintOnAsset', constraintType: 'Required', fieldName: 'passport' },
    ]);
    expect(store.getField('passport')).toMatchObject({ required: false, globalValidationErrorMessages: [] });
    store.setValue('passport', 'abc');
    expect(store.getField('passport').localValidationErrorMessages).toEqual([{ key: 'validation.numeric' }]);
  });

  it('reports an unknown node type, for the generic error modal', () => {
    const template = form([{ type: 'Unknown', unknownType: 'Carousel' }]);
    expect(storeOf(template).store.problems).toEqual([
      { kind: 'unknownNode', nodeType: 'Carousel', pageIndex: 0 },
    ]);
  });

  it('indexes the questions of Matrix rows, skipping header items', () => {
    const template = form([
      {
        type: 'Matrix',
        rows: [
          [
            { header_text: 'Child', show_required_marker: true },
            question('child1', 'Text', { constraints: [local({ type: 'Required' })] }),
          ],
        ],
      },
    ]);
    const { store } = storeOf(template);
    expect(store.getField('child1').required).toBe(true);
  });

  it.each<FormStatus>(['DRAFT', 'SUBMITTED'])('gives every answer as it is sent, in %s', (status) => {
    const template = form([question('start', 'Date'), question('name')]);
    const { store } = storeOf(template, { status });
    store.setValue('start', { year: 2025, month: 1, day: 2 });
    expect(store.answers()).toEqual({ start: '2025-01-02', name: null });
  });
});
