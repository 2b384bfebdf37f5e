import { describe, expect, it } from 'vitest';
import { formSaveBody } from './request-body.ts';

const answers = { name: 'Quispe', city: 'Lima' };

describe('the body of a form save', () => {
  it.each(['families', 'addresses', 'units', 'teams', 'education-plans'])(
    'R-CALL-038 the %s body is the answers object itself',
    (entity) => {
      expect(formSaveBody(entity, answers)).toEqual(answers);
    },
  );

  it.each(['leave-requests', 'reviews', 'positions', 'person-profiles'])(
    'R-CALL-039 the %s answers are wrapped under "answers"',
    (entity) => {
      expect(formSaveBody(entity, answers)).toEqual({ answers });
    },
  );

  // Accepting a suggested task goes to its own call, but the body follows the entity as any save does.
  it('R-CALL-040 accepting a suggested task sends its answers by the same body rules', () => {
    expect(formSaveBody('tasks', answers)).toEqual({ answers });
  });
});
