import { TextField } from '@mobilise/ui/TextField';
import { useState } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';

export interface TemplateNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Left empty at the last send. */
  isMissing: boolean;
  /** What the server refused the name for at the last save. */
  refused?: readonly string[] | undefined;
  /** @default false */
  autoFocus?: boolean;
}

/**
 * The name of a template being created, blank or from a suggested one: required, with what the server
 * refused it for.
 */
export function TemplateNameField({
  value,
  onChange,
  isMissing,
  refused = [],
  autoFocus,
}: TemplateNameFieldProps) {
  const { t } = useOrganisationTranslation();
  return (
    <TextField
      label={t('workflowTemplates.create.name')}
      isRequired
      value={value}
      onChange={onChange}
      autoFocus={autoFocus}
      errors={[...(isMissing ? [t('workflowTemplates.create.nameMissing')] : []), ...refused]}
    />
  );
}

/**
 * The name typed into a `TemplateNameField`, and whether it was left empty at the last send: that error
 * goes as soon as something is typed.
 */
export function useTemplateName(initial: string) {
  const [name, setName] = useState(initial);
  const [isMissing, setMissing] = useState(false);
  return {
    name,
    setName,
    /** At a send: marks the name missing when it is empty, and says whether it is given. */
    check: () => {
      setMissing(name.trim() === '');
      return name.trim() !== '';
    },
    fieldProps: {
      value: name,
      onChange: (text: string) => {
        setName(text);
        setMissing(false);
      },
      isMissing,
    },
  };
}
