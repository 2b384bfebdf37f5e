import { redirect } from 'react-router-dom';
import { setBrand } from '../../brand/brand-store.ts';
import { routePath } from '../../routes/routePath.ts';

/** /cx-entry turns CX mode on, then goes to Login. */
export const cxEntryLoader = () => {
  setBrand('cx');
  throw redirect(routePath('Login'));
};
