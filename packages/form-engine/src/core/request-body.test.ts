import { describe, expect, it } from 'vitest';
import { formSaveRequest, formTemplateUrl } from './request-body.ts';

const answers = { name: 'Quispe', city: 'Lima' };

describe('form requests', () => {
  it("R-CALL-035 R-CALL-036 loads an entity's form with its answers, or a blank template", () => {
    expect(formTemplateUrl({ entity: 'families', entityId: 7 })).toBe('api/families/7/form');
    expect(formTemplateUrl({ entity: 'families', entityId: null })).toBe('api/families/form');
    expect(formTemplateUrl({ entity: 'reviews', entityId: null, blankFormUrl: 'api/reviews/blank' })).toBe(
      'api/reviews/blank',
    );
  });

  it('R-CALL-037 a create is a POST to the create URL, by default api/{entity}', () => {
    expect(formSaveRequest({ entity: 'units', entityId: null }, answers)).toMatchObject({
      method: 'POST',
      url: 'api/units',
    });
    expect(
      formSaveRequest({ entity: 'units', entityId: null, createUrl: 'api/teams/3/units' }, answers),
    ).toMatchObject({
      method: 'POST',
      url: 'api/teams/3/units',
    });
  });

  it.each(['families', 'addresses', 'units', 'teams', 'education-plans'])(
    'R-CALL-038 the %s body is the answers object itself',
    (entity) => {
      expect(formSaveRequest({ entity, entityId: null }, answers).body).toEqual(answers);
      expect(formSaveRequest({ entity, entityId: 4 }, answers).body).toEqual(answers);
    },
  );

  it.each(['leave-requests', 'reviews', 'positions'])(
    'R-CALL-039 the %s answers are wrapped under "answers"',
    (entity) => {
      expect(formSaveRequest({ entity, entityId: null }, answers).body).toEqual({ answers });
      expect(formSaveRequest({ entity, entityId: 4 }, answers).body).toEqual({ answers });
    },
  );

  it('R-CALL-040 accepting a suggested task sends PUT to the create URL with the same body rules', () => {
    expect(
      formSaveRequest(
        { entity: 'tasks', entityId: 9, createUrl: 'api/tasks/9/accept', acceptingSuggestedTask: true },
        answers,
      ),
    ).toEqual({ method: 'PUT', url: 'api/tasks/9/accept', body: { answers } });
  });

  it('R-CALL-041 an update sends PUT api/{entity}/{id}', () => {
    expect(formSaveRequest({ entity: 'teams', entityId: 5 }, answers)).toEqual({
      method: 'PUT',
      url: 'api/teams/5',
      body: answers,
    });
  });

  it('R-CALL-042 an address update uses PATCH', () => {
    expect(formSaveRequest({ entity: 'addresses', entityId: 5 }, answers)).toEqual({
      method: 'PATCH',
      url: 'api/addresses/5',
      body: answers,
    });
  });
});
