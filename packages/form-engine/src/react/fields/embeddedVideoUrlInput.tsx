import { EmbeddedVideoUrlField } from '@mobilise/ui/EmbeddedVideoUrlField';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

export function EmbeddedVideoUrlInput({
  input,
  answer,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  return (
    <EmbeddedVideoUrlField
      {...chrome}
      name={input.fieldName}
      value={textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      isPreviewLoaded={sources.loadsVideoPreview ?? true}
    />
  );
}
