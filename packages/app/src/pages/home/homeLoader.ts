import { redirect } from 'react-router-dom';
import { routePath } from '../../routes/routePath.ts';

/** Home: a visitor without a session signs in first (spec 01 §8: a 404 on users/me means signed out). */
export const homeLoader = async () => {
  const me = await fetch('/api/users/me', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!me.ok) throw redirect(routePath('Login'));
  return null;
};
