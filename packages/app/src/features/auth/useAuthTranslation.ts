import { useTranslation } from 'react-i18next';

/** The sign-in screens' texts (namespace `auth`); `ready` once they are loaded. */
export const useAuthTranslation = () => useTranslation('auth');
