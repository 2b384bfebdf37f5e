import { useTranslation } from 'react-i18next';

/** The namespace of the admins' system settings page. */
export const systemSettingsNamespace = 'systemSettings';

/** `t` bound to the system settings namespace. */
export const useSystemSettingsTranslation = () => useTranslation(systemSettingsNamespace);
