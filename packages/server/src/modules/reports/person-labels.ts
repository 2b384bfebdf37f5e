import type { MembershipType } from '@mobilise/contract';
import type { Language } from '../../i18n/languages.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';

/** Each membership type is worded as the profile's status flag of the same kind ("Full-term member"). */
const membershipTypeLabels: Record<MembershipType, FormLabelKey> = {
  FULL_TERM: 'personProfile.flags.is_full_term_member',
  SHORT_TERM: 'personProfile.flags.is_short_term_member',
  SECONDED_IN: 'personProfile.flags.is_seconded_in_member',
  MOU_PARTNER: 'personProfile.flags.is_mou_partner_member',
  AFFILIATE: 'personProfile.flags.is_affiliate_member',
};

export function membershipTypeLabel(language: Language, type: MembershipType): string {
  return formLabel(language, membershipTypeLabels[type]);
}

/** The titles of the person columns the reports share, in this order: last, first name, known as. */
export function nameTitles(language: Language): string[] {
  return [
    formLabel(language, 'personProfile.fields.lastName'),
    formLabel(language, 'personProfile.fields.firstName'),
    formLabel(language, 'personProfile.fields.knownAs'),
  ];
}
