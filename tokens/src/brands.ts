import type { Brand, BrandId } from './brand.ts';
import { primaryColors } from './themes/primary-colors.ts';

export const brands: Record<BrandId, Brand> = {
  default: {
    id: 'default',
    name: 'Mobilise',
    logo: '/brand/default/logo.svg',
    favicon: '/brand/default/favicon.svg',
    manifest: '/brand/default/manifest.webmanifest',
    themeColor: primaryColors.default,
  },
  cx: {
    id: 'cx',
    name: 'Mobilise CX',
    logo: '/brand/cx/logo.svg',
    favicon: '/brand/cx/favicon.svg',
    manifest: '/brand/cx/manifest.webmanifest',
    themeColor: primaryColors.cx,
  },
};
