export type { AddressRuleParts, RequiredAddressPart } from './address-rules.ts';
export {
  addressProblems,
  isAddressBlank,
  isAddressType,
  isAddressValid,
  requiredAddressParts,
} from './address-rules.ts';
export {
  emptyAnswer,
  isEmptyAnswer,
  isMultiAnswer,
  normaliseAnswer,
  storedAnswer,
  toSentAnswer,
} from './answers.ts';
export { applicationViewForm } from './application-view.ts';
export type {
  AutosaveHost,
  AutosaveMachine,
  Clock,
  FormEvent,
  PendingSave,
  SaveBlock,
  SaveResult,
  SaveTrigger,
  SendAnswer,
} from './autosave-machine.ts';
export { autosaveTiming, createAutosaveMachine, saveTriggerOf, systemClock } from './autosave-machine.ts';
export { allConditionsHold, conditionFields, conditionHolds } from './conditions.ts';
export type { ValidationMessage } from './constraints/index.ts';
export {
  constraintDependencies,
  constraintRequires,
  evaluateConstraint,
  UnknownConstraintError,
} from './constraints/index.ts';
export { wordCount } from './constraints/MaxWords.ts';
export type { CalendarDay } from './dates.ts';
export { isStoredDate, toStoredDate } from './dates.ts';
export type { FieldVerdict } from './field-validation.ts';
export { validateField } from './field-validation.ts';
export type { FieldState, FieldView, FormState, FormStore, FormStoreOptions } from './form-store.ts';
export { createFormStore, UnknownFieldError } from './form-store.ts';
export type { Language, MessageKey, Messages } from './messages.ts';
export { saveFailedAlert, translate, validationMessages } from './messages.ts';
export type {
  PositionAssignmentOptionsQuery,
  PositionAssignmentSubject,
} from './position-assignment-options.ts';
export { positionAssignmentOptionsQuery } from './position-assignment-options.ts';
export type { FormSaveBody } from './request-body.ts';
export { bareAnswerEntities, formSaveBody } from './request-body.ts';
export type { ButtonState, IndicatorState, SaveState, SaveTally, SavingHttpState } from './save-state.ts';
export {
  buttonState,
  formSaveState,
  indicatorState,
  indicatorStates,
  saveStates,
  savingHttpStateOf,
  savingHttpStates,
} from './save-state.ts';
export type { FieldUser } from './special-fields.ts';
export { defaultAnswer, dueDateModifierRule, isReadOnlyField } from './special-fields.ts';
export type { QuestionOptions } from './template-builders.ts';
export { form, global, htmlBlock, local, question, section, single } from './template-builders.ts';
export type { FieldEntry, HtmlBlockEntry, TemplateProblem, VisibilityGraph } from './visibility-graph.ts';
export { buildVisibilityGraph, htmlBlockKey } from './visibility-graph.ts';
