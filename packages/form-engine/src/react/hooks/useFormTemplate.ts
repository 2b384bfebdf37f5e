import { type FormTemplate, formTemplateSchema } from '@mobilise/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, apiUrl } from './http.ts';

export type FormTemplateLoad =
  | { status: 'loading' }
  | { status: 'loaded'; template: FormTemplate }
  | { status: 'failed'; error: unknown };

/**
 * Loads a form's template from `url` (core's `formTemplateUrl`: the entity's form with its answers, or a
 * blank one, spec 02 §7). A failure is reported, for the generic error page (spec 02 §8).
 */
export function useFormTemplate(url: string, baseUrl = '/'): FormTemplateLoad {
  const { i18n } = useTranslation();
  const [load, setLoad] = useState<FormTemplateLoad>({ status: 'loading' });
  const { language } = i18n;
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    apiFetch(apiUrl(url, baseUrl), language, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Loading the form answered ${response.status}`);
        return formTemplateSchema.parse(await response.json());
      })
      .then(
        (template) => setLoad({ status: 'loaded', template }),
        (error: unknown) => {
          if (!controller.signal.aborted) setLoad({ status: 'failed', error });
        },
      );
    return () => controller.abort();
  }, [url, baseUrl, language]);
  return load;
}
