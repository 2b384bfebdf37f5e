import type { FormTemplate } from '@mobilise/contract';
import { form, global, htmlBlock, local, question, single } from '../../core/template-builders.ts';
import type { FieldSources } from '../FormContext.ts';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Every field type, node type, condition kind and constraint kind, over three pages. */
export const kitchenSink: FormTemplate = {
  ...form(
    [
      question('fullName', 'Text', {
        label: 'Full name',
        constraints: [local({ type: 'Required' }), local({ type: 'MaxLength', max: 80 })],
      }),
      question('website', 'Url', { label: 'Website', constraints: [local({ type: 'Url' })] }),
      question('phone', 'Phone', {
        label: 'Phone',
        hasMultipleAnswers: true,
        constraints: [local({ type: 'Multiple' })],
      }),
      question('email', 'Email', {
        label: 'E-mail',
        constraints: [local({ type: 'Email' }), local({ type: 'Unique' })],
      }),
      question('reference', 'Hidden', { answers: ['REF-42'], constraints: [local({ type: 'Uuid' })] }),
      question('motivation', 'Textarea', {
        label: 'Motivation',
        helpText: 'Why you want to serve.',
        constraints: [local({ type: 'MaxWords', max_words: 50 }), global({ type: 'Required' })],
      }),
      question('years', 'Number', {
        label: 'Years of experience',
        constraints: [local({ type: 'Numeric' }), local({ type: 'MinValue', min: 0 })],
      }),
      question('video', 'EmbeddedVideoUrl', {
        label: 'Introduction video',
        constraints: [local({ type: 'Nullable' })],
      }),
      htmlBlock(
        '<p>Thanks, <strong>we will read your motivation</strong>.</p><script>window.hacked = true</script>',
        [{ kind: 'notEmpty', field: 'motivation' }],
      ),
    ],
    [
      question('hasChildren', 'Checkbox', { label: 'I travel with children' }),
      question('childrenCount', 'Number', {
        label: 'Number of children',
        conditions: [{ kind: 'hasValue', field: 'hasChildren', value: true }],
        constraints: [local({ type: 'RequiredIf', another_field: 'hasChildren', value: true })],
      }),
      question('region', 'RadioGroup', {
        label: 'Region',
        options: [
          { value: 'africa', label: 'Africa' },
          { value: 'asia', label: 'Asia' },
          { value: 'europe', label: 'Europe' },
        ],
        constraints: [local({ type: 'In', accepted_values: ['africa', 'asia', 'europe'] })],
      }),
      question('skills', 'CheckboxGroup', {
        label: 'Skills',
        hasMultipleAnswers: true,
        options: [
          { value: 'teaching', label: 'Teaching' },
          { value: 'medical', label: 'Medical' },
          { value: 'other', label: 'Other' },
        ],
        constraints: [local({ type: 'Multiple' })],
      }),
      question('otherSkill', 'Text', {
        label: 'Other skill',
        conditions: [{ kind: 'hasValue', field: 'skills', value: 'other' }],
        constraints: [local({ type: 'RequiredIfContains', another_field: 'skills', value: 'other' })],
      }),
      question('team', 'Select', {
        label: 'Team',
        options: yesNo,
        constraints: [local({ type: 'RequiredUnless', another_field: 'region', value: 'europe' })],
      }),
      question('office', 'TabulatedSelect', {
        label: 'Sending office',
        options: [
          { value: 'nbo', label: 'Nairobi' },
          { value: 'lis', label: 'Lisbon' },
        ],
        conditions: [{ kind: 'hasNoValue', field: 'region', value: 'asia' }],
      }),
      question('homeAddress', 'CustomLookup', { label: 'Home address lookup', lookup: 'Addresses' }),
      question('assignment', 'CustomLookup', { label: 'Assignment lookup', lookup: 'Assignments' }),
      question('phoneLookup', 'CustomLookup', {
        label: 'Phone lookup',
        lookup: 'PhoneNumbers',
        constraints: [local({ type: 'RequiredWith', other_fields: ['assignment'] })],
      }),
      question('languages', 'LanguagePicker', {
        label: 'Languages',
        conditions: [
          {
            kind: 'anyOf',
            conditions: [
              { kind: 'notEmpty', field: 'region' },
              { kind: 'not', condition: { kind: 'notEmpty', field: 'team' } },
            ],
          },
        ],
      }),
    ],
    [
      question('address', 'Address', { label: 'Postal address' }),
      question('currentAddress', 'CurrentAddress', { label: 'Current address' }),
      question('currentPhone', 'CurrentPhoneNumber', {
        label: 'Current phone number',
        constraints: [local({ type: 'RequiredWithoutAll', other_fields: ['currentAddress'] })],
      }),
      question('startDate', 'Date', {
        label: 'Start date',
        constraints: [local({ type: 'Date' }), local({ type: 'DateAfter', date: '2026-01-01' })],
      }),
      question('visaNote', 'Text', {
        label: 'Visa note',
        conditions: [{ kind: 'dateOnOrAfter', field: 'startDate', date: '2027-01-01' }],
      }),
      question('earlyNote', 'Text', {
        label: 'Early start note',
        conditions: [{ kind: 'emptyOrDateBefore', field: 'startDate', date: '2027-01-01' }],
        constraints: [local({ type: 'File' }), local({ type: 'Image' })],
      }),
      question('dueDateRelativeTo', 'Select', {
        label: 'Due date relative to',
        options: [
          { value: 'OFA_ACCEPTANCE', label: 'Offer acceptance' },
          { value: 'START', label: 'Start' },
        ],
      }),
      question('dueDateModifier', 'DateModifier', { label: 'Due date' }),
    ],
  ),
  title: 'Kitchen-sink application',
};

// The third page also holds a Matrix, an Asset node and the PositionAssignments field.
kitchenSink.pages[2]?.sections[0]?.nodes.push(
  {
    type: 'Matrix',
    rows: [
      [
        { header_text: 'Referee', show_required_marker: true },
        { header_text: 'Relationship', show_required_marker: false },
      ],
      [
        question('refereeName', 'Text', {
          label: 'Referee name',
          constraints: [local({ type: 'Required' })],
        }),
        question('refereeRelation', 'Text', { label: 'Relationship to you' }),
      ],
    ],
  },
  {
    type: 'Asset',
    primary_question: question('passportScan', 'Hidden', {
      label: 'Passport scan',
      constraints: [local({ type: 'MaxFileSize', max_size_kb: 2048 }), local({ type: 'Image' })],
    }),
    secondary_question: question('passportTitle', 'Text', { label: 'File title' }),
  },
  single(question('reviewers', 'PositionAssignments', { label: 'Reviewers' })),
);

export const kitchenSinkSources: FieldSources = {
  countries: [
    { value: 'KE', label: 'Kenya' },
    { value: 'PT', label: 'Portugal' },
  ],
  languages: [
    { value: 'en', label: 'English' },
    { value: 'sw', label: 'Swahili' },
  ],
  proficiencies: [
    { value: 'basic', label: 'Basic' },
    { value: 'fluent', label: 'Fluent' },
  ],
  addresses: [
    {
      id: 'addr-1',
      address: {
        type: 'CORR',
        addressLineOne: '12 Ngong Road',
        addressLineTwo: '',
        addressLineThree: '',
        city: 'Nairobi',
        county: '',
        stateOrProvince: '',
        postCode: '00100',
        country: 'KE',
      },
    },
  ],
  phoneNumbers: [{ value: '+254700000001', label: 'Mobile: +254 700 000 001' }],
  people: [
    { value: 'p1', label: 'Amani Otieno' },
    { value: 'p2', label: 'Beatriz Costa' },
  ],
  lookups: {
    Addresses: async () => [{ value: 'addr-1', label: '12 Ngong Road, Nairobi' }],
    Assignments: async () => [{ value: 'asg-1', label: 'Teacher, Nairobi' }],
    PhoneNumbers: async () => [{ value: '+254700000001', label: '+254 700 000 001' }],
  },
  dateModifierReference: 'the offer acceptance date',
  loadsVideoPreview: false,
  uploadAsset: async () => 'asset-1',
};

/** The association type and subject of the kitchen sink's position assignments. */
export const kitchenSinkPositionQuery = { associationType: 'application', organisation: 3, subjectId: 7 };

export const positionOptions = {
  id: 1,
  default_assignees: ['p1'],
  assignments: [
    { id: 'pos-lead', name: 'Team leader', user_ids: ['p1'] },
    { id: 'pos-fin', name: 'Finance officer', user_ids: [] },
  ],
};
