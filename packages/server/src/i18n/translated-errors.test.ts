import { apiErrorSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';

/** A login body with an empty e-mail and a number for a password: two fields fail. */
const badLogin = { email: '', password: 7 };

const expected = {
  en: {
    notFound: 'Nothing was found at this address.',
    invalid: 'Some fields are not valid.',
    email: 'Too small: expected string to have >=1 characters',
    password: 'Invalid input: expected string, received number',
  },
  es: {
    notFound: 'No se ha encontrado nada en esta dirección.',
    invalid: 'Algunos campos no son válidos.',
    email: 'Demasiado pequeño: se esperaba que texto tuviera >=1 caracteres',
    password: 'Entrada inválida: se esperaba texto, recibido número',
  },
  fr: {
    notFound: 'Rien n’a été trouvé à cette adresse.',
    invalid: 'Certains champs ne sont pas valides.',
    email: 'Trop petit : chaîne de caractères doit avoir >=1 caractères',
    password: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
  },
  pt: {
    notFound: 'Nada foi encontrado neste endereço.',
    invalid: 'Alguns campos não são válidos.',
    email: 'Demasiado pequeno: esperava que o texto tivesse >= 1 caracteres',
    password: 'Entrada inválida: esperava um texto, recebeu um número',
  },
} as const;

describeEachDatabase('error messages in the language of Accept-Language', (database) => {
  let app: App;
  let browser: TestClient;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    browser = await new TestClient(app).start();
  });
  afterAll(() => app.close());

  function notFound(acceptLanguage: string) {
    return browser.request({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': acceptLanguage },
    });
  }

  function invalidLogin(acceptLanguage: string) {
    return browser.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: badLogin,
      headers: { 'accept-language': acceptLanguage },
    });
  }

  it.each(Object.keys(expected) as (keyof typeof expected)[])('a 404 in %s', async (language) => {
    const response = await notFound(`${language};q=0.9, de;q=1`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-language']).toBe(language);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'not_found',
      message: expected[language].notFound,
    });
  });

  it.each(Object.keys(expected) as (keyof typeof expected)[])(
    'a 422 in %s, its field messages too',
    async (language) => {
      const response = await invalidLogin(language);
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'validation_failed',
        message: expected[language].invalid,
        errors: { email: [expected[language].email], password: [expected[language].password] },
      });
    },
  );

  it('answers in English when no language asked for is one of ours', async () => {
    for (const acceptLanguage of ['de-DE, ja;q=0.5', '', 'xx']) {
      const response = await notFound(acceptLanguage);
      expect(response.json().message).toBe(expected.en.notFound);
      const invalid = await invalidLogin(acceptLanguage);
      expect(invalid.json().errors).toEqual({
        email: [expected.en.email],
        password: [expected.en.password],
      });
    }
  });
});
