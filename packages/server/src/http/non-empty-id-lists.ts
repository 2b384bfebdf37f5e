import { customIssue } from '../i18n/zod-issues.ts';
import { RequestValidationError } from './errors.ts';

/**
 * Refuses a lookup by ids that lists none (`?id=`), a 422 naming each such parameter: the rules ask
 * lookups by ids for at least one, and an empty list would otherwise quietly mean "no filter".
 */
export function refuseEmptyIdLists<Name extends string>(
  query: Partial<Record<Name, readonly unknown[]>>,
  names: readonly Name[],
) {
  const empty = names.filter((name) => query[name]?.length === 0);
  if (empty.length > 0) {
    throw RequestValidationError.fromZodIssues(
      empty.map((name) => customIssue([name], 'id_list_empty')),
      'querystring',
    );
  }
}
