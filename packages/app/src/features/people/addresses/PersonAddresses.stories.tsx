import { type Address, endpointRoutes, type FormTemplate } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { mswMethod, mswPath } from '../../../api/msw-path.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { containing } from '../../../shared/stories/textPatterns.ts';
import { myAimHandlers, storyMember, storyProfile } from '../../my-aim/stories/index.ts';
import { ProfileAddressesCard } from '../profile/ProfileAddressesCard.tsx';
import { storyOfficeStaff } from '../stories/fixtures.ts';
import { usePersonProfileParam } from '../usePersonProfileParam.ts';

// On globalThis: the story module may be loaded more than once, and handlers and play must share one log.
const shared = globalThis as { addressCalls?: { method: string; url: string; body?: unknown }[] };
shared.addressCalls ??= [];
const calls = shared.addressCalls;
const path = (url: URL) => `${url.pathname}${url.search}`;

const address = (
  id: number,
  type: Address['type'],
  addressLineOne: string,
  city: string,
  country: string,
) => ({
  id,
  type,
  value: { addressLineOne, addressLineTwo: '', city, country, postCode: '00100' },
});

/** Margaret's addresses, one of each type; the Field one is her current address. */
const storyAddresses = [
  address(31, 'FLD', 'PO Box 2141', 'Kijabe', 'KE'),
  address(32, 'HA', '4 Mill Lane', 'Lima', 'PE'),
  address(33, 'CORR', '12 Riverside Drive', 'Nairobi', 'KE'),
  address(34, 'OTH', '9 Quay Street', 'Callao', 'PE'),
  address(35, 'PER', '1 Church Road', 'Nakuru', 'KE'),
];
const withAddresses = {
  ...storyProfile,
  addresses: storyAddresses,
  currentAddressId: 31,
  currentAddress: {
    line_one: 'PO Box 2141',
    line_two: null,
    line_three: null,
    town: 'Kijabe',
    county: null,
    state_or_province: null,
    postcode: '00100',
    country_name: 'Kenya',
  },
};

/** The server's address form (modules/addresses/forms.ts), answered with an address when one is given. */
const storyAddressForm = (answer?: Record<string, string>, isCurrent = false): FormTemplate => ({
  title: answer ? 'Address' : 'New address',
  pages: [
    {
      id: 'address',
      sections: [
        {
          id: 'address',
          title: 'Address',
          hidden: false,
          nodes: [
            {
              type: 'SingleQuestion',
              question: {
                label: 'Address',
                input: {
                  name: 'address',
                  fieldName: 'address',
                  fieldType: 'Address',
                  label: 'Address',
                  constraints: [{ type: 'Required', scope: 'local' }],
                  hasMultipleAnswers: false,
                },
                answers: answer ? [answer] : [],
              },
            },
            {
              type: 'SingleQuestion',
              question: {
                label: 'This is the current address',
                input: {
                  name: 'isCurrent',
                  fieldName: 'isCurrent',
                  fieldType: 'Checkbox',
                  label: 'This is the current address',
                  helpText: 'The address shown as the person’s current one.',
                  constraints: [],
                  hasMultipleAnswers: false,
                },
                answers: [isCurrent],
              },
            },
          ],
        },
      ],
    },
  ],
});

const kijabe = {
  type: 'FLD',
  addressLineOne: 'PO Box 2141',
  addressLineTwo: '',
  addressLineThree: '',
  city: 'Kijabe',
  county: '',
  stateOrProvince: '',
  postCode: '00100',
  country: 'KE',
};

/** The address forms, and the saves as the server answers them unless `failSaves`. */
const addressHandlers = ({ failSaves = false } = {}) => [
  http.get(mswPath('getAddressBlankForm'), ({ request }) => {
    calls.push({ method: 'GET', url: path(new URL(request.url)) });
    return HttpResponse.json(storyAddressForm());
  }),
  http.get(mswPath('getAddressForm'), ({ request }) => {
    calls.push({ method: 'GET', url: path(new URL(request.url)) });
    return HttpResponse.json({ ...storyAddressForm(kijabe, true), version: 1 });
  }),
  ...(['createAddress', 'updateAddress'] as const).map((name) =>
    http[mswMethod(name)](mswPath(name), async ({ request }) => {
      calls.push({
        method: endpointRoutes[name].method,
        url: path(new URL(request.url)),
        body: await request.json(),
      });
      return failSaves
        ? HttpResponse.json({ code: 'internal', message: 'Failed', requestId: 'story' }, { status: 500 })
        : HttpResponse.json({ id: 36 }, { status: name === 'createAddress' ? 201 : 200 });
    }),
  ),
];

/** The profile page's addresses card alone, over the profile the URL names, as PersonProfilesShow loads it. */
function AddressesOfProfile() {
  const { profile } = usePersonProfileParam();
  return profile.data ? <ProfileAddressesCard profile={profile.data} /> : null;
}

/** The name of an address's Edit button, by the address type's code. */
const editLabel = (type: 'FLD' | 'HA' | 'CORR' | 'OTH' | 'PER') =>
  t('people:addresses.editLabel', { type: t(`ui:address.types.${type}`) });

const meta = {
  title: 'Screens/People/Addresses',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: AddressesOfProfile,
    path: routePaths.PersonProfilesShow,
    url: '/person-profiles/21',
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    localStorage.clear();
    msw.use(
      myAimHandlers.profile(withAddresses, (url) => calls.push({ method: 'GET', url: path(url) })),
      myAimHandlers.countries(),
      ...addressHandlers(),
    );
    return () => {
      // react-aria's announcer keeps pointing at ids of the unmounted story; the next axe check would fail.
      for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
        message.remove();
    };
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addressesCard = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: t('people:profile.addresses.heading') }));
const profileLoads = () => calls.filter((call) => call.url === '/api/person-profiles/21').length;

/** The five types by name, the current one marked, each with its Edit button, and Add address. */
export const List: Story = {
  name: 'Five address types, the current one marked, each editable',
  tags: ['R-ENTITY-010'],
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    for (const type of ['FLD', 'HA', 'CORR', 'OTH', 'PER'] as const)
      await expect(card.getByRole('button', { name: editLabel(type) })).toBeVisible();
    // Shown as the current address, and marked Current among the addresses.
    const fieldText = 'PO Box 2141, Kijabe, 00100, Kenya';
    // Country names come with the countries list, after the profile.
    await waitFor(() => expect(card.getAllByText(fieldText)).toHaveLength(2));
    const [current, field] = card.getAllByText(fieldText);
    await expect(current?.closest('div')).toHaveTextContent(
      new RegExp(`^${t('myAim:personProfile.fields.currentAddress')}`),
    );
    const marked = t('people:addresses.current');
    await expect(field?.nextElementSibling).toHaveTextContent(marked);
    // The mark, and the Current type's name where a language words both alike.
    await expect(card.getAllByText(marked, { exact: true })).toHaveLength(
      marked === t('ui:address.types.CORR') ? 2 : 1,
    );
    await expect(card.getByRole('button', { name: t('people:addresses.add') })).toBeVisible();
  },
};

/** No address yet: the empty note, and Add address. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...storyProfile, currentAddress: null }));
  },
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    await expect(card.getByText(t('people:profile.addresses.empty'))).toBeVisible();
    await expect(card.getByRole('button', { name: t('people:addresses.add') })).toBeVisible();
  },
};

/** Someone who may not edit the person sees the addresses without the buttons. */
export const ReadOnly: Story = {
  args: { user: storyMember },
  beforeEach: ({ msw }) => {
    msw.use(myAimHandlers.profile({ ...withAddresses, userCan: [] }));
  },
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    await waitFor(() => expect(card.getAllByText('PO Box 2141, Kijabe, 00100, Kenya')).toHaveLength(2));
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/**
 * Edit opens the address's form in a modal; a change is saved on its own by PATCH with the answer bare,
 * which reloads the profile; Done closes the modal.
 */
export const EditModal: Story = {
  name: 'Edit an address in a modal; closing reloads the profile',
  tags: ['R-CALL-042'],
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: editLabel('FLD') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: t('people:addresses.form.editTitle') }));
    const city = await dialog.findByRole('textbox', { name: containing(t('ui:address.city')) });
    await expect(city).toHaveValue('Kijabe');
    await expect(dialog.getByRole('checkbox', { name: /This is the current address/ })).toBeChecked();
    await userEvent.clear(city);
    await userEvent.type(city, 'Kiambu');
    await userEvent.tab();
    await waitFor(
      () =>
        expect(calls).toContainEqual({
          method: 'PATCH',
          url: '/api/addresses/31',
          body: { address: { ...kijabe, city: 'Kiambu' } },
        }),
      { timeout: 5000 },
    );
    await expect(calls).toContainEqual({ method: 'GET', url: '/api/addresses/31/form' });
    const loadsBefore = profileLoads();
    await userEvent.click(dialog.getByRole('button', { name: t('people:addresses.form.done') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(profileLoads()).toBe(loadsBefore + 1));
  },
};

/** Add address opens the blank form; the address is held back until it is whole. */
export const AddModal: Story = {
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('people:addresses.add') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: t('people:addresses.form.addTitle') }));
    await expect(
      await dialog.findByRole('textbox', { name: containing(t('ui:address.addressLineOne')) }),
    ).toHaveValue('');
    await expect(calls).toContainEqual({ method: 'GET', url: '/api/addresses/form' });
    // The type chosen first stays while the rest is typed; half an address is not sent.
    await userEvent.click(dialog.getByRole('button', { name: containing(t('ui:address.type')) }));
    await userEvent.click(await body.findByRole('option', { name: t('ui:address.types.PER') }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(t('ui:address.addressLineOne')) }),
      '7 Harbour View',
    );
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: containing(t('ui:address.type')) })).toHaveTextContent(
      t('ui:address.types.PER'),
    );
    await expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  },
};

/** A save the server fails opens the generic error modal over the form. */
export const FailedSave: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...addressHandlers({ failSaves: true }));
  },
  play: async ({ canvasElement }) => {
    const card = await addressesCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: editLabel('FLD') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: t('people:addresses.form.editTitle') }));
    const lineOne = await dialog.findByRole('textbox', { name: containing(t('ui:address.addressLineOne')) });
    await userEvent.type(lineOne, ' A');
    await userEvent.tab();
    await expect(await body.findByRole('alertdialog', {}, { timeout: 5000 })).toBeVisible();
  },
};
