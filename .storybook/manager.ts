import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
// Plain data, not the tokens' index: the manager is bundled without vanilla-extract.
import { brands } from '../tokens/src/brands.ts';
import { defaultTokens } from '../tokens/src/themes/default.tokens.ts';
import { toolbarAccent } from './toolbarAccent.ts';

const brand = brands.default;
const { header, action } = defaultTokens.color;

/**
 * The catalogue's frame looks like the product's header: the logo is drawn for that dark background
 * (its name is white), so the sidebar and toolbar take the header's colours.
 */
addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: `${brand.name} design system`,
    brandImage: brand.logo,
    appBg: header.background,
    barBg: header.background,
    textColor: header.text,
    barTextColor: header.text,
    // The primary colour is too dark to mark the chosen tab or toolbar item on the header's colour.
    barSelectedColor: header.text,
    barHoverColor: action.secondary,
    // Draws the active toolbar items (4.5:1 on the bar) and, darkened, the chosen story under white text.
    colorSecondary: toolbarAccent(action.primary, header.background, header.text),
  }),
});
