import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../i18n/locales/en/feedback.json' with { type: 'json' };
import { saveErrorMessage } from './saveErrorMessage.ts';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['ui'],
  defaultNS: 'ui',
  interpolation: { escapeValue: false },
  resources: { en: { ui: english } },
});

describe('saveErrorMessage', () => {
  it('puts the messages, joined with commas, after the fixed English prefix', () => {
    expect(saveErrorMessage(i18n.t, ['Name is taken', 'Date is invalid'])).toBe(
      'There was an error saving your data: Name is taken, Date is invalid',
    );
  });

  it('shows a single message as it is, without escaping it', () => {
    expect(saveErrorMessage(i18n.t, ['Email <a@b.org> is taken'])).toBe(
      'There was an error saving your data: Email <a@b.org> is taken',
    );
  });
});
