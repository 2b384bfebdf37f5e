import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarList } from '../AvatarList/AvatarList.tsx';
import { MobiliseContext } from './context.ts';
import { uiNamespace } from './namespace.ts';

const people = [
  { id: 1, name: 'Ana Souza' },
  { id: 2, name: 'Jean Dupont' },
  { id: 3, name: 'Sam Lee' },
];

const instanceWith = async (namespaces: string[]) => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', ns: namespaces, resources: {} });
  return instance;
};

const errorsWhileRendering = (element: ReactElement) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderToString(element);
  return error.mock.calls.map((call) => String(call[0]));
};

describe('a component with texts, outside MobiliseProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says in development that the provider is missing when no i18next instance knows the ui namespace', async () => {
    const errors = errorsWhileRendering(
      <I18nextProvider i18n={await instanceWith(['app'])}>
        <AvatarList people={people} aria-label="Family" />
      </I18nextProvider>,
    );
    expect(errors.filter((message) => message.includes('outside <MobiliseProvider>'))).toHaveLength(1);
  });

  it('stays quiet under an instance that has the ui namespace (the Mobilise app sets its own up so)', async () => {
    const errors = errorsWhileRendering(
      <I18nextProvider i18n={await instanceWith(['app', uiNamespace])}>
        <AvatarList people={people} aria-label="Family" />
      </I18nextProvider>,
    );
    expect(errors).toEqual([]);
  });

  it("reads the provider's instance rather than react-i18next's", async () => {
    const provided = await instanceWith([uiNamespace]);
    provided.addResourceBundle('en', uiNamespace, { avatar: { more: 'and {{count}} others' } });
    const html = renderToString(
      <MobiliseContext.Provider value={{ brand: 'default', i18n: provided }}>
        <AvatarList people={people} aria-label="Family" />
      </MobiliseContext.Provider>,
    );
    expect(html).toContain('and 2 others');
  });
});
