import type { Responsibility } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import { myAimHandlers, pageOf, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { peopleHandlers, storyOfficeStaff, storySpouse } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { containing } from '../../../shared/stories/textPatterns.ts';
import { Page } from './PersonProfilesReassignResponsibilitiesPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { reassignRequests?: { url: string; body?: unknown }[] };
shared.reassignRequests ??= [];
const requests = shared.reassignRequests;

const europe = { id: 3, name: 'AIM Europe' };

/** Margaret's positions in AIM Europe, whose office staff open the page. */
const storyResponsibilities: Responsibility[] = [
  {
    id: 51,
    position: { id: 5, name: 'Team leader', removed: false },
    organisation: europe,
    subjectType: 'TEAM',
    subjectId: 11,
  },
  {
    id: 52,
    position: { id: 6, name: 'Member care', removed: false },
    organisation: europe,
    subjectType: 'ORGANISATION',
    subjectId: 3,
  },
];

/** Margaret's responsibilities, read and saved at one path. */
const path = mswPath('getPersonResponsibilities', { id: storyProfile.id });
const failure = (status: number, body: object) =>
  HttpResponse.json({ code: 'failed', message: 'Failed', requestId: 'story', ...body }, { status });

/**
 * The person's positions as the server holds them, the people of AIM Europe with an account, and the `PUT`
 * that hands positions on: the positions moved leave what the server holds, and its answer is what is left.
 */
const responsibilityHandlers = (responsibilities: Responsibility[]) => {
  let held = responsibilities;
  return [
    http.get(path, () => HttpResponse.json({ responsibilities: held })),
    http.get(mswPath('listPersonProfiles'), ({ request }) => {
      const url = new URL(request.url);
      requests.push({ url: `${url.pathname}${url.search}` });
      return HttpResponse.json(pageOf([storyProfile, storySpouse]));
    }),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as { reassignments: { id: number }[] };
      requests.push({ url: new URL(request.url).pathname, body });
      const moved = body.reassignments.map((each) => each.id);
      held = held.filter((each) => !moved.includes(each.id));
      return HttpResponse.json({ responsibilities: held });
    }),
  ];
};

const meta = {
  title: 'Screens/People/Reassign responsibilities',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfilesReassignResponsibilities,
    url: `/person-profiles/${storyProfile.id}/reassign-responsibilities`,
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    requests.length = 0;
    msw.use(myAimHandlers.profile(storyProfile), ...responsibilityHandlers(storyResponsibilities));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooseNewHolder = async (canvasElement: HTMLElement, field: RegExp, name: string) => {
  const canvas = within(canvasElement);
  const trigger = await canvas.findByRole('button', { name: field });
  // The people to choose from load first.
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name }));
};

/** The screen as people see it: the person's positions, to hand to others. */
export const Overview: Story = {};

/**
 * Each position can go to another person of its organisation; the chosen ones are saved together. The
 * list then shows what the server holds, read again after the save, without reloading the page.
 */
export const Reassign: Story = {
  name: 'Hands a position to another person',
  tags: ['R-ROUTE-025'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:reassignResponsibilities.title') }),
    ).toBeVisible();
    const save = await canvas.findByRole('button', { name: t('ui:save.button.save') });
    await expect(save).toBeDisabled();
    await chooseNewHolder(
      canvasElement,
      containing(
        t('people:reassignResponsibilities.newHolder', {
          position: 'Team leader',
          subject: t('people:reassignResponsibilities.subjects.TEAM', { id: 11 }),
          organisation: 'AIM Europe',
        }),
      ),
      'Mr Kwame Osei',
    );
    // Margaret herself is not offered.
    await expect(canvas.getByRole('button', { name: /Team leader/ })).toHaveTextContent('Mr Kwame Osei');
    await userEvent.click(canvas.getByRole('button', { name: t('ui:save.button.save') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('people:reassignResponsibilities.saved'),
    );
    await expect(canvas.queryByRole('button', { name: /Team leader/ })).toBeNull();
    await expect(
      canvas.getByRole('button', {
        name: containing(
          `Member care, ${t('people:reassignResponsibilities.subjects.ORGANISATION', { id: 3 })}`,
        ),
      }),
    ).toBeVisible();
    await expect(requests).toEqual([
      { url: '/api/person-profiles?organisation=3&has_user=true&per_page=9999' },
      { url: path, body: { reassignments: [{ id: 51, toPersonProfileId: storySpouse.id }] } },
      // A reassignment changes person profiles too: the people on the page are read again.
      { url: '/api/person-profiles?organisation=3&has_user=true&per_page=9999' },
    ]);
  },
};

/** A person holding no position the reader may reassign. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...responsibilityHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        t('people:reassignResponsibilities.empty', { name: 'Mrs Margaret Ama Osei' }),
      ),
    ).toBeVisible();
  },
};

/** While the save runs, the button says so and cannot be pressed again. */
export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(path, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await chooseNewHolder(canvasElement, /Member care/, 'Mr Kwame Osei');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('ui:save.button.save') }));
    const button = await within(canvasElement).findByRole('button', { name: t('ui:save.button.saving') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A refused save is told on the page with the server's message; the choice stays. */
export const SaveFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(path, () =>
        failure(422, {
          errors: {
            'reassignments.0.toPersonProfileId': [
              'must be another person with an account whom the organisation mobilises',
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseNewHolder(canvasElement, /Member care/, 'Mr Kwame Osei');
    await userEvent.click(canvas.getByRole('button', { name: t('ui:save.button.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'must be another person with an account whom the organisation mobilises',
    );
    await expect(canvas.getByRole('button', { name: /Member care/ })).toHaveTextContent('Mr Kwame Osei');
  },
};

/** The positions failed to load (a refusal, not retried): the card says so and offers to try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.refused('getPersonResponsibilities', { id: storyProfile.id }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('people:reassignResponsibilities.error'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** A person the server does not answer for is not found. */
export const AnotherPerson: Story = {
  args: { url: '/person-profiles/99/reassign-responsibilities' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
