import type { FullPersonProfile } from '@mobilise/contract';
import type { DescriptionItem } from '@mobilise/ui/DescriptionList';
import type { useMyAimTranslation } from './useMyAimTranslation.ts';

type Translation = Pick<ReturnType<typeof useMyAimTranslation>, 't' | 'displayDate'>;

/** Yes or No for a flag the profile may leave unanswered; null, shown as "Not set", for an unanswered one. */
export const yesNo = ({ t }: Pick<Translation, 't'>, value: boolean | null) =>
  value === null ? null : value ? t('shared.yes') : t('shared.no');

/** The family facts a person profile carries ("Family and education", full-profile fields). */
export const familyDetails = (profile: FullPersonProfile, translation: Translation): DescriptionItem[] => {
  const { t, displayDate } = translation;
  return [
    {
      id: 'familyName',
      term: t('family.fields.familyName'),
      description: profile.familyName,
    },
    {
      id: 'maritalStatus',
      term: t('family.fields.maritalStatus'),
      description: profile.maritalStatus ? t(`shared.maritalStatus.${profile.maritalStatus}`) : null,
    },
    {
      id: 'spouseName',
      term: t('family.fields.spouseName'),
      description: profile.spouseName,
    },
    {
      id: 'dateOfMarriage',
      term: t('family.fields.dateOfMarriage'),
      description: profile.dateOfMarriage === null ? null : displayDate(profile.dateOfMarriage),
    },
    {
      id: 'withFamily',
      term: t('family.fields.withFamily'),
      description: yesNo(translation, profile.withFamily),
    },
  ];
};
