import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandIds } from './brand.ts';
import { brands } from './brands.ts';

const publicFile = (url: string): string => fileURLToPath(new URL(`../public${url}`, import.meta.url));

describe.each(brandIds)('the %s brand', (id) => {
  const brand = brands[id];

  it('points at asset files that exist under tokens/public', () => {
    for (const url of [brand.logo, brand.favicon, brand.manifest]) {
      expect(existsSync(publicFile(url)), `${url} is missing`).toBe(true);
    }
  });

  it('has a manifest that agrees with the brand object', () => {
    const manifest = JSON.parse(readFileSync(publicFile(brand.manifest), 'utf8'));
    expect(manifest).toMatchObject({
      name: brand.name,
      start_url: '/',
      display: 'standalone',
      theme_color: brand.themeColor,
      icons: [{ src: brand.favicon, sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('has an accessible logo titled with the brand name', () => {
    const logo = readFileSync(publicFile(brand.logo), 'utf8');
    expect(logo).toContain('role="img"');
    expect(logo).toContain(`>${brand.name}</title>`);
  });
});
