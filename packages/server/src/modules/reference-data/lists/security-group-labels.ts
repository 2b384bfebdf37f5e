import type { SecurityGroupRole } from '@mobilise/contract';
import type { Language } from '../../../i18n/languages.ts';

/**
 * The labels of the security groups in the other interface languages, by role; English is the label
 * stored with the group (migration 20261127000000_roles).
 */
export const securityGroupLabels: Record<SecurityGroupRole, Record<Exclude<Language, 'en'>, string>> = {
  'senior-leadership': { es: 'Alta dirección', fr: 'Direction générale', pt: 'Direção superior' },
  leadership: { es: 'Dirección', fr: 'Direction', pt: 'Direção' },
  management: { es: 'Gestión', fr: 'Encadrement', pt: 'Gestão' },
};
