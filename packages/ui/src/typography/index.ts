export { pageTitle } from './pageTitle.css.ts';
