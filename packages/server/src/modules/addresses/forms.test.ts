import { type AnswerValue, formTemplateSchema } from '@mobilise/contract';
import { createFormStore } from '@mobilise/form-engine/core';
import { expect, it } from 'vitest';
import { addressTemplate } from './forms.ts';

const complete = {
  type: 'FLD',
  addressLineOne: 'PO Box 2141',
  addressLineTwo: '',
  addressLineThree: '',
  city: 'Kijabe',
  county: '',
  stateOrProvince: '',
  postCode: '00220',
  country: 'KE',
};

it('R-VALID-002 the address form builds a form-engine store whose Address field is saved only once the address is valid', async () => {
  const template = formTemplateSchema.parse(addressTemplate('blank', 'en'));
  const sent: [string, AnswerValue][] = [];
  const store = createFormStore(template, {
    clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
    send: async (fieldName, value) => {
      sent.push([fieldName, value]);
      return { type: 'saved' };
    },
  });
  expect(store.problems).toEqual([]);
  expect(store.getField('address').required).toBe(true);
  store.setValue('address', { ...complete, postCode: '' });
  store.blur('address');
  expect(store.getField('address').localValidationErrorMessages).toEqual([{ key: 'validation.required' }]);
  expect(sent).toEqual([]);
  store.setValue('address', complete);
  store.blur('address');
  await Promise.resolve();
  expect(sent).toEqual([['address', complete]]);
  store.dispose();
});

it('labels the form in the reader’s language', () => {
  const french = addressTemplate('record', 'fr');
  expect(french.title).toBe('Adresse');
  expect(french.pages[0]?.sections[0]?.nodes).toHaveLength(2);
});
