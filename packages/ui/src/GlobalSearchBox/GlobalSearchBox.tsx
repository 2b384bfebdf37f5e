import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { Header } from 'react-aria-components/Header';
import { Collection, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Input, TextField } from 'react-aria-components/TextField';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { LoadingState } from '../EmptyState/LoadingState.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './GlobalSearchBox.css.ts';

/** At most this many results per group. */
export const searchResultsPerGroup = 5;
/** Typing pauses this long before a search starts (fetch debounce). */
export const searchDebounceMs = 200;

export interface SearchResult {
  id: string | number;
  /** The name or title shown. */
  title: string;
  /** A line under the title, e.g. a person's status text. */
  description?: string;
  /** Short codes, e.g. the mobilising organisations' codes. */
  tags?: readonly string[];
  /** Where choosing the result goes. */
  href: string;
}

export interface SearchGroup {
  id: string;
  /** The group's heading ("People", "Requisitions", "Vision strategy papers"). */
  title: string;
  /** The results, best first; only the first five are shown. */
  results: readonly SearchResult[];
  /** The full listing filtered by the query, offered as "Show more". */
  showMoreHref?: string;
}

export interface GlobalSearchBoxProps {
  /** Searches; aborted through `signal` when the query changes. Keep it stable (memoised). */
  search: (query: string, signal: AbortSignal) => Promise<readonly SearchGroup[]>;
  /** Called when a search fails (the app shows the generic error page). */
  onError?: (error: unknown) => void;
  /**
   * Names the search box.
   * @default "Search"
   */
  'aria-label'?: string;
  /**
   * Takes the full width of its container, closed and open (the mobile menu), instead of the header's
   * 232 px that grow to 400 px while in use.
   * @default false
   */
  isFullWidth?: boolean;
}

type Item = { kind: 'result'; id: string; result: SearchResult } | { kind: 'more'; id: string; href: string };
type Section = { id: string; title: string; items: Item[] };

const toSections = (groups: readonly SearchGroup[]): Section[] =>
  groups
    .filter((group) => group.results.length > 0)
    .map((group) => ({
      id: group.id,
      title: group.title,
      items: [
        ...group.results
          .slice(0, searchResultsPerGroup)
          .map((result): Item => ({ kind: 'result', id: `${group.id}:${result.id}`, result })),
        ...(group.showMoreHref
          ? [{ kind: 'more', id: `${group.id}:more`, href: group.showMoreHref } as const]
          : []),
      ],
    }));

/**
 * The header's search: a combobox of results grouped by kind, each group with "Show more".
 * Built on react-aria's Autocomplete rather than its ComboBox: a ComboBox hides the rest of the page with
 * aria-hidden while its list is open, links and buttons included, which stay focusable (axe
 * aria-hidden-focus). Here the results are a non-modal popover and the page stays as it is: focus stays in
 * the box, the arrows move through the results, Enter opens one and Escape or leaving the box closes them.
 */
export function GlobalSearchBox({
  search,
  onError,
  'aria-label': ariaLabel,
  isFullWidth = false,
}: GlobalSearchBoxProps) {
  const { t } = useUiTranslation();
  const [query, setQuery] = useState('');
  const [sections, setSections] = useState<Section[]>([]);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    const trimmed = query.trim();
    setSections([]);
    if (!trimmed) {
      setIsLoading(false);
      return;
    }
    setIsLoading(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(trimmed, controller.signal).then(
        (groups) => {
          if (controller.signal.aborted) return;
          setSections(toSections(groups));
          setIsLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setIsLoading(false);
          onError?.(error);
        },
      );
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, onError]);

  const fieldRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const changeQuery = (value: string) => {
    setQuery(value);
    setOpen(value.trim() !== '');
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    // Handled here, so the results close and the text stays.
    event.preventDefault();
    setOpen(false);
  };
  // react-aria's Autocomplete acts on Enter only once the arrows have moved onto a result; a search box
  // is expected to open its first result on Enter right after typing. The click is the one react-aria
  // itself sends a result for Enter, so the link opens through the same router.
  const openFirstOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !isOpen || event.currentTarget.hasAttribute('aria-activedescendant')) return;
    const first = listboxRef.current?.querySelector<HTMLElement>('[role="option"]');
    if (!first) return;
    event.preventDefault();
    first.dispatchEvent(new PointerEvent('click', event.nativeEvent));
  };
  const placeholder = t('search.placeholder');
  // Moving through the results blurs the box towards the result (react-aria's virtual focus): only a blur
  // that leaves the results too closes them.
  const closeOnLeave = (event: FocusEvent) => {
    if (!listboxRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Autocomplete inputValue={query} onInputChange={changeQuery} disableAutoFocusFirst>
      <TextField
        ref={fieldRef}
        className={isFullWidth ? `${styles.combobox} ${styles.fullWidth}` : styles.combobox}
        aria-label={ariaLabel ?? t('search.label')}
        data-open={isOpen || undefined}
      >
        <Input
          className={styles.input}
          type="search"
          placeholder={placeholder}
          role="combobox"
          aria-expanded={isOpen}
          onKeyDown={(event) => {
            closeOnEscape(event);
            openFirstOnEnter(event);
          }}
          onBlur={closeOnLeave}
        />
        <span className={styles.placeholderSizer} aria-hidden="true">
          {placeholder}
        </span>
      </TextField>
      <Popover
        triggerRef={fieldRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isNonModal
        placement="bottom start"
      >
        <ListBox<Section>
          ref={listboxRef}
          className={styles.listbox}
          aria-label={t('search.results')}
          items={sections}
          onAction={() => setOpen(false)}
          renderEmptyState={() => (
            <div className={styles.status}>
              {isLoading ? (
                <LoadingState>{t('search.loading')}</LoadingState>
              ) : (
                <EmptyState title={t('search.noResults')}>{t('search.noResultsHint')}</EmptyState>
              )}
            </div>
          )}
        >
          {(section) => (
            <ListBoxSection id={section.id} className={styles.section}>
              <Header className={styles.header}>{section.title}</Header>
              <Collection items={section.items}>
                {(item) =>
                  item.kind === 'more' ? (
                    <ListBoxItem
                      id={item.id}
                      href={item.href}
                      className={styles.showMore}
                      textValue={t('search.showMoreIn', { group: section.title })}
                    >
                      {t('search.showMore')}
                    </ListBoxItem>
                  ) : (
                    <ListBoxItem
                      id={item.id}
                      href={item.result.href}
                      className={styles.item}
                      textValue={item.result.title}
                    >
                      <span className={styles.itemTitle}>{item.result.title}</span>
                      {item.result.description || item.result.tags?.length ? (
                        <span className={styles.itemMeta}>
                          {item.result.description}
                          {item.result.tags?.map((tag) => (
                            <span key={tag} className={styles.tag}>
                              {tag}
                            </span>
                          ))}
                        </span>
                      ) : null}
                    </ListBoxItem>
                  )
                }
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </Autocomplete>
  );
}
