import type { Question as TemplateQuestion } from '@mobilise/contract';
import { memo, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMultiAnswer, isReadOnlyField, translate, type ValidationMessage } from '../../core/index.ts';
import { useFormContext } from '../FormContext.ts';
import { fieldInputOf } from '../fields/fieldRegistry.ts';
import { useAnswerSource, useFieldView } from '../hooks/useFieldState.ts';
import * as styles from './nodes.css.ts';

const text = (...candidates: (string | null | undefined)[]) => candidates.find((each) => each) ?? undefined;

/**
 * One question: subscribes to its own field's view only (visibility, required-ness, errors, save
 * state), never to its value, which the input reads itself. A hidden question stays mounted under
 * `hidden` (not displayed, not in the accessibility tree), so a flip renders this wrapper alone.
 */
export const Question = memo(function Question({ question }: { question: TemplateQuestion }) {
  const { store, onFieldRender } = useFormContext();
  const { fieldName } = question.input;
  const view = useFieldView(store, fieldName);
  const shown = useShownWhileVisible(view.visible, {
    isRequired: view.required,
    shownErrors: view.shownErrors,
    isDesirableMissing: view.isDesirableMissing,
  });
  onFieldRender?.(fieldName);
  return (
    <div
      id={`field-${fieldName}`}
      className={styles.question}
      data-field={fieldName}
      data-save-state={view.saveState}
      hidden={!view.visible}
    >
      <QuestionInput question={question} {...shown} />
    </div>
  );
});

interface ShownState {
  isRequired: boolean;
  shownErrors: readonly ValidationMessage[];
  isDesirableMissing: boolean;
}

const sameShown = (a: ShownState, b: ShownState) =>
  a.isRequired === b.isRequired &&
  a.shownErrors === b.shownErrors &&
  a.isDesirableMissing === b.isDesirableMissing;

/**
 * What the input shows, held as it was while the question is hidden: hiding drops the marker and the
 * errors, but nobody sees that, so a visibility flip renders the wrapper and not the input.
 */
function useShownWhileVisible(visible: boolean, current: ShownState): ShownState {
  const [held, setHeld] = useState(current);
  if (!visible) return held;
  if (!sameShown(held, current)) setHeld(current);
  return current;
}

interface QuestionInputProps extends ShownState {
  question: TemplateQuestion;
}

/** The field's input with its label and texts; renders when they change, never on a keystroke. */
const QuestionInput = memo(function QuestionInput({
  question,
  isRequired,
  shownErrors,
  isDesirableMissing,
}: QuestionInputProps) {
  const { store, user } = useFormContext();
  const { input } = question;
  const answer = useAnswerSource(store, input.fieldName);
  const { i18n } = useTranslation();
  // Suspends (FormRenderer shows the page loading) until the field type's code has come.
  const FieldInput = use(fieldInputOf(input.fieldType));
  const extras = input.extras ?? {};
  return (
    <FieldInput
      input={input}
      answer={answer}
      multi={isMultiAnswer(input)}
      onChange={(value) => store.setValue(input.fieldName, value)}
      onBlur={() => store.blur(input.fieldName)}
      isReadOnly={input.readOnly === true || (user ? isReadOnlyField(input.fieldName, user) : false)}
      chrome={{
        label: text(question.label, input.label, input.fieldName),
        isRequired,
        help: text(input.helpText, extras.help_text),
        info: text(input.infoText, extras.info_text),
        hint: text(input.hintText, extras.hint_text),
        warning: text(input.warningText, extras.warning_text),
        postWarning: text(input.postWarningText),
        errors: shownErrors.map((message) => translate(i18n.language, message)),
        isDesirableMissing,
      }}
    />
  );
});
