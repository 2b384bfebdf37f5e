declare module 'virtual:locale-bundles' {
  /** The URL of each language's JSON file of every namespace (`build/locale-bundles.ts`). */
  const urls: Record<import('@mobilise/ui/i18n').Language, string>;
  export default urls;
}
