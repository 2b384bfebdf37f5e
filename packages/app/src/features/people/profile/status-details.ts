import { type FullPersonProfile, type PersonStatusFlag, personStatusFlags } from '@mobilise/contract';
import type { DescriptionItem } from '@mobilise/ui/DescriptionList';
import { formatDisplayDate, formatDisplayTimestamp } from '@mobilise/ui/dates';
import type { Language } from '@mobilise/ui/i18n';
import type { usePeopleTranslation } from '../usePeopleTranslation.ts';

/** The derived age groups, in the order they are named. */
const ageGroups = [
  ['isUnder20', 'under20'],
  ['isUnder26', 'under26'],
  ['isChild', 'child'],
] as const;

/** The status flags of the profile that hold, in the spec's order. */
export const heldStatusFlags = (profile: Pick<FullPersonProfile, PersonStatusFlag>): PersonStatusFlag[] =>
  personStatusFlags.filter((flag) => profile[flag]);

/** The derived age groups the person is in ("under20", "under26", "child"). */
export const heldAgeGroups = (profile: Pick<FullPersonProfile, 'isUnder20' | 'isUnder26' | 'isChild'>) =>
  ageGroups.filter(([field]) => profile[field]).map(([, group]) => group);

interface StatusTexts {
  /** `t` of the people namespace. */
  t: ReturnType<typeof usePeopleTranslation>['t'];
  language: Language;
  /** Yes or No, or null (shown as "Not set") for an unanswered flag. */
  yesNo: (value: boolean | null) => string | null;
  /** A country code's name, from the countries reference list. */
  countryName: (code: string) => string;
}

/**
 * The full profile's status, account and derived values that the profile's other cards do not
 * show: the status flags that hold, the age groups, admin and employee, the account (or, for someone
 * without one, the invitation), the interface
 * language, permanent residency, the inactive, retired and deceased dates, and the family's
 * assignments.
 */
export const statusDetails = (profile: FullPersonProfile, texts: StatusTexts): DescriptionItem[] => {
  const { t, language, yesNo, countryName } = texts;
  // An unset value stays null: the DescriptionList shows it as "Not set".
  const date = (value: string | null) => (value === null ? null : formatDisplayDate(value, language));
  const flags = heldStatusFlags(profile);
  const groups = heldAgeGroups(profile);
  const list = (items: string[]) => (items.length ? items.join(', ') : t('profile.status.none'));
  return [
    {
      id: 'flags',
      term: t('profile.status.flags'),
      description: list(flags.map((flag) => t(`profile.flags.${flag}`))),
    },
    {
      id: 'ageGroups',
      term: t('profile.status.ageGroups'),
      description: list(groups.map((group) => t(`profile.ageGroups.${group}`))),
    },
    { id: 'initials', term: t('profile.status.initials'), description: profile.initials },
    { id: 'isAdmin', term: t('profile.status.isAdmin'), description: yesNo(profile.isAdmin) },
    { id: 'isEmployee', term: t('profile.status.isEmployee'), description: yesNo(profile.isEmployee) },
    // An account is made when the invited person registers, so for someone who signs in the invite is
    // history: the account is what counts.
    profile.userId === null
      ? {
          id: 'invitedOn',
          term: t('profile.status.invitedOn'),
          description:
            profile.invitedOn === null
              ? t('profile.status.notInvited')
              : formatDisplayTimestamp(profile.invitedOn, language),
        }
      : {
          id: 'account',
          term: t('profile.status.account'),
          description:
            profile.userCreatedAt === null
              ? t('profile.status.hasAccount')
              : t('profile.status.hasAccountSince', {
                  date: formatDisplayTimestamp(profile.userCreatedAt, language),
                }),
        },
    {
      id: 'language',
      term: t('profile.status.language'),
      description:
        profile.language === null
          ? null
          : (new Intl.DisplayNames([language], { type: 'language' }).of(profile.language) ??
            profile.language),
    },
    {
      id: 'permanentResidency',
      term: t('profile.status.permanentResidency'),
      description: profile.permanentResidency === null ? null : countryName(profile.permanentResidency),
    },
    {
      id: 'inactiveSince',
      term: t('profile.status.inactiveSince'),
      description: date(profile.inactiveSince),
    },
    { id: 'retiredOn', term: t('profile.status.retiredOn'), description: date(profile.retiredOn) },
    { id: 'deceasedOn', term: t('profile.status.deceasedOn'), description: date(profile.deceasedOn) },
    {
      id: 'requiresEducationPlan',
      term: t('profile.status.requiresEducationPlan'),
      description: yesNo(profile.requiresEducationPlan),
    },
    {
      id: 'familyOnPlanned',
      term: t('profile.status.familyOnPlannedAssignments'),
      description: yesNo(profile.hasFamilyMembersOnPlannedAssignments),
    },
    {
      id: 'familyOnActive',
      term: t('profile.status.familyOnActiveAssignments'),
      description: yesNo(profile.hasFamilyMembersOnActiveAssignments),
    },
  ];
};
