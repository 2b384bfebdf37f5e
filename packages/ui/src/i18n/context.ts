import type { BrandId } from '@mobilise/tokens';
import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';

/** What `MobiliseProvider` gives the components beneath it. */
export interface MobiliseSettings {
  brand: BrandId;
  /** The i18next instance holding the `ui` namespace: the consumer's own, or the provider's private one. */
  i18n: I18n;
}

export const MobiliseContext = createContext<MobiliseSettings | null>(null);
