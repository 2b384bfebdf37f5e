/**
 * The texts a play function looks for, taken from the translations in the language the story runs in
 * (the toolbar's, or the storybook test project's `locale`), so a story holds in en, es, fr and pt.
 *
 * Path: `.storybook/story-text.ts`. From a story file, import it relatively, e.g. in
 * `packages/ui/src/Pagination/Pagination.stories.tsx`:
 *
 *     import { t } from '../../../../.storybook/story-text.ts';
 *     canvas.getByRole('button', { name: t('ui:pagination.previous') });
 *     canvas.getByText(t('people:list.count', { count: 2 }));
 *
 * Keys take their namespace as a prefix (`ui:`, `form:`, an app namespace such as `people:`); without it
 * they read from `ui`. Texts a story passes itself as args (a field's label) stay typed as they are.
 *
 * Numbers: French groups digits with a narrow no-break space. An accessible name keeps it, while
 * `getByText` and `toHaveTextContent` read every white space as a plain space; so compare names with
 * `t(…, { n: number(1235) })` and texts with `text(…, { n: number(1235) })`.
 */
import { toLanguage } from '@mobilise/ui/i18n';
import { storyI18n } from './i18n.ts';

/** `t` of the stories' i18n instance; call it inside a play function, after the loaders set the language. */
export const t = ((...args: Parameters<typeof storyI18n.t>) => storyI18n.t(...args)) as typeof storyI18n.t;

/** The language the story runs in (`en`, `es`, `fr` or `pt`), for texts the browser formats itself. */
export const storyLanguage = () => toLanguage(storyI18n.language);

/** A number as the components format it in the story's language (`Intl.NumberFormat`). */
export const number = (value: number) => new Intl.NumberFormat(storyI18n.language).format(value);

/** Matches a text that holds `value` anywhere: a label with its required marker, a message among others. */
export const containing = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * A text with its white space read as `getByText` and `toHaveTextContent` read the page's: for what the
 * components format themselves (a file size such as "48 ko" holds a no-break space).
 */
export const plain = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A translation with its white space read as `getByText` and `toHaveTextContent` read the page's. */
export const text = ((...args: Parameters<typeof storyI18n.t>) =>
  plain(String(storyI18n.t(...args)))) as unknown as (...args: Parameters<typeof storyI18n.t>) => string;
