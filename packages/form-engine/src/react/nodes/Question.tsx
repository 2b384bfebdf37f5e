import type { Question as TemplateQuestion } from '@mobilise/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyAnswer, isMultiAnswer, isReadOnlyField, translate } from '../../core/index.ts';
import { useFormContext } from '../FormContext.ts';
import { fieldInputOf } from '../fields/fieldRegistry.ts';
import { useFieldState } from '../hooks/useFieldState.ts';

const text = (...candidates: (string | null | undefined)[]) => candidates.find((each) => each) ?? undefined;

/**
 * One question: subscribes to its own field's state only, so a keystroke elsewhere never renders it.
 * Hidden questions render nothing (spec 02 §4). Memoised: the renderer re-rendering never renders it.
 */
export const Question = memo(function Question({ question }: { question: TemplateQuestion }) {
  const { store, user, onFieldRender } = useFormContext();
  const { input } = question;
  const state = useFieldState(store, input.fieldName);
  const { i18n } = useTranslation();
  onFieldRender?.(input.fieldName);
  if (!state.visible) return null;
  const FieldInput = fieldInputOf(input.fieldType);
  const extras = input.extras ?? {};
  return (
    <div id={`field-${input.fieldName}`} data-field={input.fieldName} data-save-state={state.saveState}>
      <FieldInput
        input={input}
        value={state.tempValue}
        multi={isMultiAnswer(input)}
        onChange={(value) => store.setValue(input.fieldName, value)}
        onBlur={() => store.blur(input.fieldName)}
        isReadOnly={input.readOnly === true || (user ? isReadOnlyField(input.fieldName, user) : false)}
        chrome={{
          label: text(question.label, input.label, input.fieldName),
          isRequired: state.required,
          help: text(input.helpText, extras.help_text),
          info: text(input.infoText, extras.info_text),
          hint: text(input.hintText, extras.hint_text),
          warning: text(input.warningText, extras.warning_text),
          postWarning: text(input.postWarningText),
          errors: state.shownErrors.map((message) => translate(i18n.language, message)),
          isDesirableMissing: extras.desirable === true && isEmptyAnswer(state.tempValue),
        }}
      />
    </div>
  );
});
