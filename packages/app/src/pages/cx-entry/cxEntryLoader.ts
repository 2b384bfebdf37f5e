import { redirect } from 'react-router-dom';
import { setBrand } from '../../brand/brand-store.ts';
import { routePath } from '../../routes/routePath.ts';

/** /cx-entry turns CX mode on, then goes to Login (spec 01 §2.3). */
export const cxEntryLoader = () => {
  setBrand('cx');
  throw redirect(routePath('Login'));
};
