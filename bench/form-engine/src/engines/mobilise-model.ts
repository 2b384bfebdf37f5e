import { createFormStore, type FormStore, type SendAnswer, systemClock } from '@mobilise/form-engine/core';
import { firstPages } from '../spec/generate.ts';
import { allQuestions, type FormSpec, type SpecData } from '../spec/types.ts';
import { mobiliseTemplate } from './mobilise-template.ts';
import type { EngineSnapshot } from './snapshot.ts';
import { timeHubChanges } from './time-hub.ts';

/** The stub endpoint: every save succeeds at once. */
export const savedAtOnce: SendAnswer = async () => ({ type: 'saved' });

export const mobiliseStore = (spec: FormSpec, data: SpecData = {}, autosave = true): FormStore =>
  createFormStore(mobiliseTemplate(spec, data), { clock: systemClock, send: savedAtOnce, autosave });

export function mobiliseSnapshot(spec: FormSpec, data: SpecData): EngineSnapshot {
  const store = mobiliseStore(spec, data, false);
  const shown = allQuestions(spec).filter((question) => question.type !== 'Hidden');
  const visible = shown.filter((question) => store.getField(question.name).visible);
  const errors = visible.filter(
    (question) => store.getField(question.name).localValidationErrorMessages.length > 0,
  );
  store.dispose();
  return { visible: visible.map(({ name }) => name), errors: errors.map(({ name }) => name) };
}

/** `store.setValue` on the hub, then reading its dependants' visibility, as the renderer would. */
export function mobiliseVisibilityMs(spec: FormSpec, pages: number, iterations: number): number {
  const form = firstPages(spec, pages);
  const store = mobiliseStore(form, {}, false);
  const dependants = allQuestions(form).filter((question) => question.visibleIf?.field === form.hub);
  const ms = timeHubChanges(iterations, (value) => {
    store.setValue(form.hub, value);
    let shown = 0;
    for (const dependant of dependants) if (store.getField(dependant.name).visible) shown++;
    return shown;
  });
  store.dispose();
  return ms;
}
