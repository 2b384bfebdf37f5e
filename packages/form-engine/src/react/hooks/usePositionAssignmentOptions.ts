import { type FormTemplate, positionAssignmentFormOptionsSchema } from '@mobilise/contract';
import type { AssignablePosition } from '@mobilise/ui/PositionAssignmentsField';
import { useEffect, useState } from 'react';
import { positionAssignmentLoadWaitMs } from './formTiming.ts';
import { apiFetch, apiUrl } from './http.ts';

/** What the position-assignment options are asked for (spec 02 §7). */
export interface PositionAssignmentQuery {
  /** The association type of the form (subject_type); a form with position assignments needs one. */
  associationType?: string;
  organisation?: string | number;
  /** The entity the positions belong to; without one the default assignees are asked for. */
  subjectId?: string | number | null;
}

export const hasPositionAssignments = (template: FormTemplate) =>
  template.pages.some((page) =>
    page.sections.some((section) =>
      section.nodes.some(
        (node) => node.type === 'SingleQuestion' && node.question.input.fieldType === 'PositionAssignments',
      ),
    ),
  );

/** The query string of `GET api/form-options/position-assignments` (spec 02 §7). */
export function positionAssignmentOptionsUrl(
  query: Required<Pick<PositionAssignmentQuery, 'associationType'>> & PositionAssignmentQuery,
) {
  const params = new URLSearchParams({ subject_type: query.associationType });
  if (query.organisation !== undefined) params.set('organisation', String(query.organisation));
  if (query.subjectId !== undefined && query.subjectId !== null)
    params.set('subject_id', String(query.subjectId));
  else params.set('with_default_assignees', 'true');
  return `api/form-options/position-assignments?${params}`;
}

/**
 * The positions a PositionAssignments field assigns people to. The options load after the load wait;
 * a missing association type or a failed load is reported for the generic error modal (spec 02 §8).
 * Each assignment names its position by `id` and `name` (the spec leaves the rest of its shape open).
 */
export function usePositionAssignmentOptions(
  isNeeded: boolean,
  query: PositionAssignmentQuery,
  language: string,
  onError: (error: unknown) => void,
  baseUrl = '/',
): readonly AssignablePosition[] | undefined {
  const [positions, setPositions] = useState<readonly AssignablePosition[]>();
  const { associationType, organisation, subjectId } = query;
  useEffect(() => {
    if (!isNeeded) return;
    if (!associationType) {
      onError(new Error('A position-assignment field needs an association type on the form'));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = positionAssignmentOptionsUrl({ associationType, organisation, subjectId });
      apiFetch(apiUrl(url, baseUrl), language, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`Loading the position assignments answered ${response.status}`);
          return positionAssignmentFormOptionsSchema.parse(await response.json());
        })
        .then(
          (options) =>
            setPositions(
              options.assignments.map((assignment, index) => ({
                id: String(assignment.id ?? index),
                name: String(assignment.name ?? assignment.id ?? index + 1),
              })),
            ),
          (error: unknown) => {
            if (!controller.signal.aborted) onError(error);
          },
        );
    }, positionAssignmentLoadWaitMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isNeeded, associationType, organisation, subjectId, language, onError, baseUrl]);
  return positions;
}
