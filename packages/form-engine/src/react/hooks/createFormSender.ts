import type { AnswerValue } from '@mobilise/contract';
import { type FormSaveTarget, formSaveRequest, type SaveResult, type SendAnswer } from '../../core/index.ts';
import { apiFetch, apiUrl } from './http.ts';

export interface FormSenderOptions extends FormSaveTarget {
  /** The interface language, sent as Accept-Language so server messages come translated. */
  language: () => string;
  /** @default '/' */
  baseUrl?: string;
}

/** The messages of a 422 answer: every field error, or none (spec 02 §8). */
async function rejectionMessages(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { errors?: Record<string, string[] | string> };
    return Object.values(body.errors ?? {}).flat();
  } catch {
    return [];
  }
}

/**
 * Saves one field's answer with the method, URL and body of spec 02 §7. The first save creates the
 * entity; its id is kept for every later save.
 */
export function createFormSender(options: FormSenderOptions): SendAnswer {
  let entityId = options.entityId;
  return async (fieldName: string, value: AnswerValue): Promise<SaveResult> => {
    const request = formSaveRequest({ ...options, entityId }, { [fieldName]: value });
    let response: Response;
    try {
      response = await apiFetch(apiUrl(request.url, options.baseUrl), options.language(), {
        method: request.method,
        body: JSON.stringify(request.body),
      });
    } catch {
      return { type: 'noResponse' };
    }
    if (response.status === 422) return { type: 'rejected', messages: await rejectionMessages(response) };
    if (!response.ok) return { type: 'failed', error: new Error(`Saving answered ${response.status}`) };
    if (entityId !== null) return { type: 'saved' };
    const body = (await response.json().catch(() => ({}))) as { id?: string | number };
    if (body.id !== undefined) entityId = body.id;
    return body.id === undefined ? { type: 'saved' } : { type: 'saved', entityId: body.id };
  };
}
