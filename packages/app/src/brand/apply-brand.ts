import type { Brand, BrandId } from '@mobilise/tokens';
import { defaultTheme } from '@mobilise/tokens/themes/default';

// The CX theme's CSS loads only when CX is switched on, so default pages never carry it.
const themeLoaders: Record<BrandId, () => Promise<string>> = {
  default: async () => defaultTheme,
  cx: async () => (await import('@mobilise/tokens/themes/cx')).cxTheme,
};
const loadedThemes = new Map<BrandId, string>([['default', defaultTheme]]);

const themeClassOf = async (id: BrandId): Promise<string> => {
  const loaded = loadedThemes.get(id) ?? (await themeLoaders[id]());
  loadedThemes.set(id, loaded);
  return loaded;
};

const setHeadLink = (rel: string, href: string) => {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
};

/**
 * Puts a brand on the document: its theme class on `<html>` (react-aria overlays render into
 * `body`, so the class must sit above them), its favicon, web manifest and theme colour.
 */
export const applyBrand = async (brand: Brand): Promise<void> => {
  await themeClassOf(brand.id);
  const root = document.documentElement;
  for (const [id, className] of loadedThemes) root.classList.toggle(className, id === brand.id);
  root.dataset.brand = brand.id;
  setHeadLink('icon', brand.favicon);
  setHeadLink('manifest', brand.manifest);
  document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
};
