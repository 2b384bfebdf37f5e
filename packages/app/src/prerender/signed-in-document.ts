import { readFile } from 'node:fs/promises';
import type { LanguageBundle } from '../i18n/setup.ts';
import { matchRoute } from '../routes/match-route.ts';
import {
  renderSignedInPage,
  type ServerApiCall,
  type SignedInPage,
  signedInPages,
} from './render-signed-in-page.tsx';

/** Where a signed-in page's markup goes in the document the build wrote for it. */
export const signedInMarkupPlaceholder = '<!--signed-in-page-->';

/** The build writes each signed-in page's document, and the English texts, beside this module. */
export const documentFileOf = (page: SignedInPage) => `${page.route}.html`;
export const englishFileName = 'locale-en.json';

/**
 * And the list of the pages it renders, which the server reads to send only their addresses to the
 * renderer: each page's path in the route table (`:name` for a parameter) and its document.
 */
export const pageListFileName = 'pages.json';
export const pageList = () =>
  JSON.stringify(signedInPages.map((page) => ({ path: page.path, document: documentFileOf(page) })));

const builtFiles = new Map<string, Promise<string>>();

/** A file the build wrote beside this module, read once: a new build comes with a new module. */
const builtFile = (name: string) => {
  let file = builtFiles.get(name);
  if (file === undefined) {
    file = readFile(new URL(`./${name}`, import.meta.url), 'utf8');
    builtFiles.set(name, file);
    file.catch(() => builtFiles.delete(name));
  }
  return file;
};

/**
 * The whole HTML document of a signed-in page for the visitor whose calls `call` answers (run by the server,
 * packages/server/src/http/signed-in-pages.ts): the page's markup in the document the build wrote for it.
 * Null for an address the server does not render, or when the app would send the visitor elsewhere.
 */
export const renderSignedInDocument = async (url: string, call: ServerApiCall): Promise<string | null> => {
  const { pathname } = new URL(url, 'http://localhost');
  const { entry } = matchRoute(pathname);
  const page = signedInPages.find((candidate) => candidate.route === entry.name);
  if (page === undefined) return null;
  const [document, english] = await Promise.all([
    builtFile(documentFileOf(page)),
    builtFile(englishFileName),
  ]);
  const markup = await renderSignedInPage(url, JSON.parse(english) as LanguageBundle, call);
  return markup === null ? null : document.replace(signedInMarkupPlaceholder, () => markup);
};
