import type { FieldSources } from '@mobilise/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceListQueryOptions } from './api/reference-lists.ts';

/**
 * What a LanguagePicker field chooses from: the languages and the levels (reference lists), as form-engine
 * options. Without them the picker offers nothing to choose, and a form requiring it cannot be completed.
 */
export const useLanguageFieldSources = (): FieldSources => {
  const { data: languages } = useQuery(referenceListQueryOptions('languages'));
  const { data: proficiencies } = useQuery(referenceListQueryOptions('languageProficiencies'));
  return useMemo(
    () => ({
      languages: languages?.map(({ code, name }) => ({ value: code, label: name })),
      proficiencies: proficiencies?.map(({ code, name }) => ({ value: code, label: name })),
    }),
    [languages, proficiencies],
  );
};
