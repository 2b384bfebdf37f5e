import type {
  ActiveAssignmentLocation,
  CurrentAddress,
  FullPersonProfile,
  Organisation,
} from '@mobilise/contract';
import { BreakableText } from '@mobilise/ui/BreakableText';
import type { DescriptionItem } from '@mobilise/ui/DescriptionList';
import { createElement } from 'react';
import { referenceItemById } from '../features/reference-data/index.ts';
import { yesNo } from './family-details.ts';
import type { useMyAimTranslation } from './useMyAimTranslation.ts';

type Translation = Pick<ReturnType<typeof useMyAimTranslation>, 't' | 'displayDate'>;

/** A text field's value, or null for an empty one, which the DescriptionList shows as "Not set". */
const filled = (value: string | null | undefined) => (value?.trim() ? value : null);

/** An e-mail address that wraps on a phone only after `@` or `.`, never inside a name; null when empty. */
const breakableAddress = (value: string | null) =>
  value?.trim() ? createElement(BreakableText, null, value) : null;

/** The full name as written: salutation, first, middle and last names, suffix. */
export const fullName = (
  profile: Pick<FullPersonProfile, 'salutation' | 'firstName' | 'middleNames' | 'lastName' | 'suffix'>,
) =>
  [profile.salutation, profile.firstName, profile.middleNames, profile.lastName, profile.suffix]
    .filter((part) => part?.trim())
    .join(' ');

/** Personal details a member cares about, with the derived age; nationalities by country name. */
export const personalDetails = (
  profile: FullPersonProfile,
  translation: Translation,
  countryName: (code: string) => string,
): DescriptionItem[] => {
  const { t, displayDate } = translation;
  const birth =
    profile.dateOfBirth === null
      ? null
      : profile.age === null
        ? displayDate(profile.dateOfBirth)
        : t('personProfile.fields.dateOfBirthWithAge', {
            date: displayDate(profile.dateOfBirth),
            age: profile.age,
          });
  return [
    {
      id: 'preferredName',
      term: t('personProfile.fields.preferredName'),
      description: profile.preferredShortName,
    },
    {
      id: 'knownAs',
      term: t('personProfile.fields.knownAs'),
      description: filled(profile.knownAs),
    },
    {
      id: 'formerLastName',
      term: t('personProfile.fields.formerLastName'),
      description: filled(profile.formerLastName),
    },
    { id: 'dateOfBirth', term: t('personProfile.fields.dateOfBirth'), description: birth },
    {
      id: 'sex',
      term: t('personProfile.fields.sex'),
      description: profile.sex ? t(`shared.sex.${profile.sex}`) : null,
    },
    {
      id: 'nationalities',
      term: t('personProfile.fields.nationalities'),
      description: profile.nationalities.length ? profile.nationalities.map(countryName).join(', ') : null,
    },
    {
      id: 'specialNeeds',
      term: t('personProfile.fields.specialNeeds'),
      description: filled(profile.specialNeeds),
    },
  ];
};

/** A current address on one line, its filled parts joined by commas; null without one. */
export const currentAddressText = (address: CurrentAddress | null | undefined): string | null =>
  address
    ? [
        address.line_one,
        address.line_two,
        address.line_three,
        address.town,
        address.county,
        address.state_or_province,
        address.postcode,
        address.country_name,
      ]
        .filter((part) => part?.trim())
        .join(', ')
    : null;

/** How to reach the person: e-mails, phone and current address. */
export const contactDetails = (profile: FullPersonProfile, translation: Translation): DescriptionItem[] => {
  const { t } = translation;
  const addressText = currentAddressText(profile.currentAddress);
  return [
    {
      id: 'aimPositionalEmail',
      term: t('personProfile.fields.aimPositionalEmail'),
      description: breakableAddress(profile.aimPositionalEmail),
    },
    {
      id: 'aimPersonalEmail',
      term: t('personProfile.fields.aimPersonalEmail'),
      description: breakableAddress(profile.aimPersonalEmail),
    },
    {
      id: 'aimAlternativeEmail',
      term: t('personProfile.fields.aimAlternativeEmail'),
      description: breakableAddress(profile.aimAlternativeEmail),
    },
    {
      id: 'phoneNumber',
      term: t('personProfile.fields.phoneNumber'),
      description: filled(profile.phoneNumber),
    },
    {
      id: 'currentAddress',
      term: t('personProfile.fields.currentAddress'),
      description: filled(addressText),
    },
  ];
};

/** Where an assignment takes place, the most precise part first; empty when nothing is known. */
export const assignmentPlace = (location: ActiveAssignmentLocation): string =>
  [location.team_name, location.unit_name, location.geolocation_name, location.country_name]
    .filter(Boolean)
    .join(', ');

/** Who mobilises the person, their status and where they serve now. */
export const mobilisationDetails = (
  profile: FullPersonProfile,
  organisations: readonly Organisation[],
  translation: Translation,
): DescriptionItem[] => {
  const { t } = translation;
  const current = profile.currentAssignmentDetails;
  const place = current ? assignmentPlace(current) : null;
  const mobilisedBy = profile.mobilisedByOrganisationIds.map(
    (id) => referenceItemById(organisations, id, () => ({ id, name: t('shared.unknownOrganisation') })).name,
  );
  return [
    {
      id: 'memberStatus',
      term: t('personProfile.fields.memberStatus'),
      description: profile.memberStatus ? t(`shared.memberStatus.${profile.memberStatus}`) : null,
    },
    {
      id: 'mobilisedBy',
      term: t('personProfile.fields.mobilisedBy'),
      description: mobilisedBy.length ? mobilisedBy.join(', ') : null,
    },
    {
      id: 'currentAssignment',
      term: t('personProfile.fields.currentAssignment'),
      description: current
        ? (current.received_by?.name ?? current.public_id)
        : t('personProfile.noCurrentAssignment'),
    },
    { id: 'servingIn', term: t('personProfile.fields.servingIn'), description: filled(place) },
    {
      id: 'willTravelOnAssignment',
      term: t('personProfile.fields.willTravelOnAssignment'),
      description: yesNo(translation, profile.willTravelOnAssignment),
    },
  ];
};
