import { describe, expect, it } from 'vitest';
import { positionAssignmentOptionsQuery } from './position-assignment-options.ts';

describe('the query of the position-assignment options', () => {
  it('R-CALL-043 a record is asked about by its subject type, organisation and id', () => {
    expect(
      positionAssignmentOptionsQuery({ associationType: 'application', organisation: 3, subjectId: 7 }),
    ).toEqual({ subject_type: 'application', organisation: 3, subject_id: 7 });
  });

  it.each([null, undefined])(
    'R-CALL-044 a record not yet created (id %s) asks for the default assignees',
    (subjectId) => {
      expect(
        positionAssignmentOptionsQuery({ associationType: 'application', organisation: 3, subjectId }),
      ).toEqual({ subject_type: 'application', organisation: 3, with_default_assignees: true });
    },
  );

  it('R-FIELD-041 without an association type there is nothing to ask for', () => {
    expect(positionAssignmentOptionsQuery({ organisation: 3, subjectId: 7 })).toBeUndefined();
    expect(positionAssignmentOptionsQuery({ associationType: '', subjectId: 7 })).toBeUndefined();
  });
});
