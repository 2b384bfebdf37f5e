import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { defaultTokens } from './default.tokens.ts';

/** Class that applies the default branding; put it on `<html>` and on every portal container. */
export const defaultTheme = createTheme(vars, defaultTokens, 'default');
