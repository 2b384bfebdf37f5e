// Kept apart from the profile's schemas so that the browser, which lists and filters by these flags,
// does not carry zod: a module the browser imports a value from comes into its bundle whole.
/** The status flags of a person profile, in the spec's order. */
export const personStatusFlags = [
  'is_deceased',
  'is_retired',
  'is_employee',
  'is_full_term_member',
  'is_short_term_member',
  'is_seconded_in_member',
  'is_mou_partner_member',
  'is_affiliate_member',
  'is_seconded_out_member',
  'is_mobilising_council_member',
  'is_mobilising_committee_member',
  'is_full_term_applicant',
  'is_short_term_applicant',
  'is_full_term_appointee',
  'is_short_term_appointee',
] as const;
export type PersonStatusFlag = (typeof personStatusFlags)[number];
