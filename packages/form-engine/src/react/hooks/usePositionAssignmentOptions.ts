import type { FormTemplate, PositionAssignmentFormOptions } from '@mobilise/contract';
import type { AssignablePosition } from '@mobilise/ui/PositionAssignmentsField';
import { useEffect, useState } from 'react';
import {
  type PositionAssignmentOptionsQuery,
  type PositionAssignmentSubject,
  positionAssignmentOptionsQuery,
} from '../../core/index.ts';
import { positionAssignmentLoadWaitMs } from './formTiming.ts';

/**
 * Loads the options of a form's PositionAssignments fields for `query`; should stop when `signal` aborts.
 * The page that shows the form supplies it, as it supplies every other call: the form engine calls no
 * server itself.
 */
export type LoadPositionAssignmentOptions = (
  query: PositionAssignmentOptionsQuery,
  signal: AbortSignal,
) => Promise<PositionAssignmentFormOptions>;

export const hasPositionAssignments = (template: FormTemplate) =>
  template.pages.some((page) =>
    page.sections.some((section) =>
      section.nodes.some(
        (node) => node.type === 'SingleQuestion' && node.question.input.fieldType === 'PositionAssignments',
      ),
    ),
  );

/**
 * The positions a PositionAssignments field assigns people to, loaded through `load` after the load
 * wait. A missing association type, a missing loader or a failed load is reported, for the generic
 * error modal. Each assignment names its position by `id` and `name`; the rest of its shape is left open.
 */
export function usePositionAssignmentOptions(
  isNeeded: boolean,
  subject: PositionAssignmentSubject,
  load: LoadPositionAssignmentOptions | undefined,
  onError: (error: unknown) => void,
): readonly AssignablePosition[] | undefined {
  const [positions, setPositions] = useState<readonly AssignablePosition[]>();
  const { associationType, organisation, subjectId } = subject;
  useEffect(() => {
    if (!isNeeded) return;
    const query = positionAssignmentOptionsQuery({ associationType, organisation, subjectId });
    if (!query) {
      onError(new Error('A position-assignment field needs an association type on the form'));
      return;
    }
    if (!load) {
      onError(new Error('A position-assignment field needs a loader of its options'));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
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
  }, [isNeeded, associationType, organisation, subjectId, load, onError]);
  return positions;
}
