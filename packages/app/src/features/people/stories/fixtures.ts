import type {
  Assignment,
  CurrentUserResponse,
  FamilyRecord,
  FormTemplate,
  FullPersonProfile,
  Membership,
  Question,
} from '@mobilise/contract';
import { storyMember, storyProfile } from '../../my-aim/stories/index.ts';

/** The day the people stories take as today, so relative times read the same whenever they run. */
export const storyToday = '2026-11-26';

/** Margaret's husband, in the same family, with his own current address. */
export const storySpouse: FullPersonProfile = {
  ...storyProfile,
  id: 22,
  userId: null,
  firstName: 'Kwame',
  middleNames: null,
  salutation: 'Mr',
  knownAs: null,
  formerLastName: null,
  aimPositionalEmail: null,
  aimPersonalEmail: 'kwame@example.org',
  sex: 'MALE',
  dateOfBirth: '1984-02-11',
  currentAddress: {
    line_one: 'PO Box 2141',
    line_two: null,
    line_three: null,
    town: 'Kijabe',
    county: null,
    state_or_province: null,
    postcode: null,
    country_name: 'Kenya',
  },
};

/** Their son, seven on the stories' today, who lives with his mother. */
export const storyChild: FullPersonProfile = {
  ...storyProfile,
  id: 23,
  userId: null,
  firstName: 'Kofi',
  middleNames: null,
  salutation: null,
  knownAs: null,
  formerLastName: null,
  dateOfBirth: '2019-03-02',
};

/** The Osei family as `GET api/families/4?with_member_current_addresses=true` answers it. */
export const storyFamily: FamilyRecord = {
  id: 4,
  name: 'Osei family',
  user_can: ['update'],
  members: [storyProfile, storySpouse, storyChild],
  version: 2,
};

/** Margaret's memberships, oldest first as a server might send them. */
export const storyMemberships: Membership[] = [
  {
    id: 31,
    entry_id: 'M-1042',
    member: storyProfile,
    type: 'SHORT_TERM',
    contribution: 'Teaching',
    starts_from: '2019-09-01',
    end_date: '2021-06-30',
  },
  {
    id: 32,
    entry_id: 'M-2210',
    member: storyProfile,
    type: 'FULL_TERM',
    contribution: 'School leadership',
    starts_from: '2025-02-03',
    end_date: '2028-01-31',
  },
  {
    id: 33,
    entry_id: null,
    member: storyProfile,
    type: 'AFFILIATE',
    contribution: null,
    starts_from: '2026-08-15',
    end_date: null,
  },
];

/**
 * Margaret's active assignment as `GET api/assignments` lists it; only the summary fields the pop-up
 * reads are filled, hence the cast.
 */
export const storyActiveAssignment = {
  ...storyProfile.assignments[0],
  assignee: { id: 21, name: 'Mrs Margaret Ama Osei', avatarId: null },
} as Assignment;

/**
 * The family form as the server serves it (`api/families/form` blank, `api/families/{id}/form` answered):
 * the family's name, and its members, found through the People lookup and named in the options.
 */
export const storyFamilyForm = (answers: { name?: string; members?: number[] } = {}): FormTemplate => ({
  title: answers.name === undefined ? 'New family' : 'Family',
  pages: [
    {
      id: 'family',
      sections: [
        {
          id: 'family',
          title: 'Family',
          hidden: false,
          nodes: [
            {
              type: 'SingleQuestion',
              question: {
                label: 'Family name',
                input: {
                  name: 'name',
                  fieldName: 'name',
                  fieldType: 'Text',
                  label: 'Family name',
                  constraints: [{ type: 'Required', scope: 'local' }],
                  hasMultipleAnswers: false,
                },
                answers: answers.name === undefined ? [] : [answers.name],
              },
            },
            {
              type: 'SingleQuestion',
              question: {
                label: 'Members',
                input: {
                  name: 'members',
                  fieldName: 'members',
                  fieldType: 'CustomLookup',
                  lookup: 'People',
                  label: 'Members',
                  helpText: 'Type a name to find people of the organisation who are not in another family.',
                  constraints: [{ type: 'Multiple', scope: 'local' }],
                  hasMultipleAnswers: true,
                  options: [storyProfile, storySpouse, storyChild]
                    .filter(({ id }) => answers.members?.includes(id))
                    .map(({ id, firstName, lastName }) => ({ value: id, label: `${firstName} ${lastName}` })),
                },
                answers: answers.members ?? [],
              },
            },
          ],
        },
      ],
    },
  ],
});

/** Office staff of AIM Europe (3) who may create people and families there. */
export const storyOfficeStaff: CurrentUserResponse = {
  ...storyMember,
  id: 8,
  is_office_staff_for: [3],
  user_can: { create_person_profiles: [3] },
  first_name: 'Grace',
  last_name: 'Wanjiru',
  person_profile_id: 30,
  known_as: null,
  family_id: null,
};

/** A form page of one section, the page named as its section, as the stepper shows it. */
const formPage = (id: string, title: string, questions: Question[]): FormTemplate['pages'][number] => ({
  id,
  title,
  sections: [
    {
      id,
      title,
      hidden: false,
      nodes: questions.map((question) => ({ type: 'SingleQuestion', question })),
    },
  ],
});

const formQuestion = (
  fieldName: string,
  label: string,
  input: Partial<Question['input']> = {},
  answers: Question['answers'] = [],
): Question => ({
  label,
  input: {
    name: fieldName,
    fieldName,
    fieldType: 'Text',
    label,
    constraints: [],
    hasMultipleAnswers: false,
    ...input,
  },
  answers,
});

const required = { type: 'Required', scope: 'local' } as const;

/**
 * The blank person-profile form as the server serves it (`api/person-profiles/form?organisation=`), cut
 * to three pages: the names (required, as on a person's own form), the organisation (answered with the
 * one of the URL) and the member status, answered with the one a new person is stored with unless
 * another is chosen, and an e-mail address.
 */
export const storyPersonProfileForm: FormTemplate = {
  title: 'New person',
  pages: [
    formPage('personal', 'Name', [
      formQuestion('firstName', 'First name', { constraints: [required] }),
      formQuestion('lastName', 'Last name', { constraints: [required] }),
    ]),
    formPage('mobilisation', 'Organisation', [
      formQuestion(
        'organisationId',
        'Organisation',
        {
          fieldType: 'Select',
          constraints: [{ type: 'Required', scope: 'local' }],
          options: [{ value: 3, label: 'AIM Europe' }],
        },
        [3],
      ),
      formQuestion(
        'memberStatus',
        'Member status',
        {
          fieldType: 'Select',
          constraints: [required],
          options: [
            { value: 'ACTIVE', label: 'Active' },
            { value: 'INACTIVE', label: 'Inactive' },
          ],
        },
        ['ACTIVE'],
      ),
    ]),
    formPage('contact', 'E-mail', [
      formQuestion('aimPersonalEmail', 'Personal e-mail', {
        fieldType: 'Email',
        constraints: [{ type: 'Email', scope: 'local' }],
      }),
    ]),
  ],
};
