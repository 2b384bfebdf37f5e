import { type Brand, type BrandId, brands } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { cxTheme } from '@mobilise/tokens/themes/cx';
import { defaultTheme } from '@mobilise/tokens/themes/default';
import { type ReactNode, useEffect, useId } from 'react';

const themeClass: Record<BrandId, string> = { default: defaultTheme, cx: cxTheme };

/** The toolbar's value that shows a story in every brand at once; the other values are brand ids. */
export const sideBySide = 'side-by-side';

/** The brand of the toolbar's value, the default brand for anything else (side by side included). */
export const brandOf = (value: unknown): Brand =>
  typeof value === 'string' && value in brands ? brands[value as BrandId] : brands.default;

/** The brand class goes on <html>, as in the app, so react-aria overlays in <body> are themed too. */
const useDocumentBrand = (brand: Brand) => {
  useEffect(() => {
    const root = document.documentElement;
    for (const [id, className] of Object.entries(themeClass))
      root.classList.toggle(className, id === brand.id);
    root.dataset.brand = brand.id;
  }, [brand]);
};

/** A story in one brand: the frame the story tests shoot. */
export function BrandFrame({ brand, children }: { brand: Brand; children: ReactNode }) {
  useDocumentBrand(brand);
  return (
    <div className={themeClass[brand.id]} data-testid="story-frame" style={{ padding: 16 }}>
      {children}
    </div>
  );
}

/** One brand's half of the side-by-side view, named by the brand for a screen reader too. */
function BrandPane({ brand, children }: { brand: Brand; children: ReactNode }) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className={themeClass[brand.id]}
      // Its own canvas and text colour: the page behind it is painted in the brand on <html>. A story
      // wider than its pane scrolls inside it rather than under the other brand's.
      style={{
        flex: '1 1 360px',
        minWidth: 0,
        overflowX: 'auto',
        padding: 16,
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.canvas,
        color: vars.color.text.default,
      }}
    >
      <p
        id={labelId}
        style={{ margin: `0 0 ${vars.space.sm}`, color: vars.color.text.muted, fontSize: vars.font.size.sm }}
      >
        {brand.name}
      </p>
      {children}
    </section>
  );
}

/**
 * A story in every brand at once, side by side where the panes are at least 360 px wide, else one above
 * the other. Viewing only: a story's ids, landmarks and headings are there twice, which axe rightly
 * rejects, so no test project sets this value (they set `default` or `cx`), and the story tests fail a
 * story that sets it (`data-side-by-side`, .storybook/vitest.setup.ts). Overlays open into <body>,
 * outside both panes, so they take the default brand, which goes on <html>.
 */
export function SideBySideFrame({ children }: { children: ReactNode }) {
  useDocumentBrand(brands.default);
  return (
    <div
      data-testid="story-frame"
      data-side-by-side
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16 }}
    >
      {Object.values(brands).map((brand) => (
        <BrandPane key={brand.id} brand={brand}>
          {children}
        </BrandPane>
      ))}
    </div>
  );
}
