import type { Brand, BrandId } from './brand.ts';
import { cxTokens } from './themes/cx.tokens.ts';
import { defaultTokens } from './themes/default.tokens.ts';

export const brands: Record<BrandId, Brand> = {
  default: {
    id: 'default',
    name: 'Mobilise',
    logo: '/brand/default/logo.svg',
    favicon: '/brand/default/favicon.svg',
    manifest: '/brand/default/manifest.webmanifest',
    themeColor: defaultTokens.color.action.primary,
  },
  cx: {
    id: 'cx',
    name: 'Mobilise CX',
    logo: '/brand/cx/logo.svg',
    favicon: '/brand/cx/favicon.svg',
    manifest: '/brand/cx/manifest.webmanifest',
    themeColor: cxTokens.color.action.primary,
  },
};
