import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { cxTokens } from './cx.tokens.ts';

/**
 * Class that applies the CX branding; put it on `<html>` and on every portal container.
 * A fixed name, like the variables it defines, so it can be written in HTML before any script runs.
 */
export const cxTheme = 'mobilise-theme-cx';

createGlobalTheme(`.${cxTheme}`, vars, cxTokens);
