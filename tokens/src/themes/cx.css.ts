import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { cxTokens } from './cx.tokens.ts';

/** Class that applies the CX branding; put it on `<html>` and on every portal container. */
export const cxTheme = createTheme(vars, cxTokens, 'cx');
