import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { defaultTokens } from './default.tokens.ts';

/**
 * Class that applies the default branding; put it on `<html>` and on every portal container.
 * A fixed name, like the variables it defines, so it can be written in HTML before any script runs.
 */
export const defaultTheme = 'mobilise-theme-default';

createGlobalTheme(`.${defaultTheme}`, vars, defaultTokens);
