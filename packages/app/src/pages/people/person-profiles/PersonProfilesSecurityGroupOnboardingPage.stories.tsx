import type { SecurityGroup } from '@mobilise/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../../.storybook/story-text.ts';
import { mswPath } from '../../../api/msw-path.ts';
import { myAimHandlers, storyProfile } from '../../../features/my-aim/stories/index.ts';
import { peopleHandlers, storyOfficeStaff } from '../../../features/people/stories/index.ts';
import { routePaths } from '../../../routes/route-names.ts';
import { PageStory } from '../../../shared/stories/index.ts';
import { Page } from './PersonProfilesSecurityGroupOnboardingPage.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { securityGroupSaves?: { url: string; body: unknown }[] };
shared.securityGroupSaves ??= [];
const saves = shared.securityGroupSaves;

const storySecurityGroups: SecurityGroup[] = [
  { id: 1, label: 'Senior leadership' },
  { id: 2, label: 'Leadership' },
  { id: 3, label: 'Management' },
];

/** Margaret (21) in AIM Europe (3), whose office staff open the page. */
const groupsPath = mswPath('getPersonSecurityGroups', { org_id: 3, id: storyProfile.id });

const failure = (status: number, body: object) =>
  HttpResponse.json({ code: 'failed', message: 'Failed', requestId: 'story', ...body }, { status });

/**
 * `GET` of Margaret's groups in AIM Europe as the server holds them (any other person is out of reach), the
 * `PUT` saving them, and users/me, which a save reads again (the groups may change the user's own rights).
 */
const securityGroupHandlers = (securityGroupIds: number[]) => {
  let held = securityGroupIds;
  return [
    http.get(mswPath('listSecurityGroups'), () => HttpResponse.json({ data: storySecurityGroups })),
    http.get(mswPath('getPersonSecurityGroups'), ({ request }) =>
      new URL(request.url).pathname === groupsPath
        ? HttpResponse.json({ securityGroupIds: held })
        : failure(404, { code: 'not_found', message: 'Not found' }),
    ),
    http.put(groupsPath, async ({ request }) => {
      const body = (await request.json()) as { securityGroupIds: number[] };
      saves.push({ url: new URL(request.url).pathname, body });
      held = [...body.securityGroupIds].sort();
      return HttpResponse.json({ securityGroupIds: held });
    }),
    myAimHandlers.currentUser(storyOfficeStaff),
  ];
};

const meta = {
  title: 'Screens/People/Security-group onboarding',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: Page,
    path: routePaths.PersonProfilesSecurityGroupOnboarding,
    url: `/orgs/3/person-profiles/${storyProfile.id}/security-group-onboarding`,
    user: storyOfficeStaff,
  },
  beforeEach: ({ msw }) => {
    saves.length = 0;
    msw.use(myAimHandlers.profile(storyProfile), ...securityGroupHandlers([2]));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: the security groups to choose for the person. */
export const Overview: Story = {};

/** Office staff see the person's groups in their organisation, choose another by keyboard and save. */
export const ChooseAndSave: Story = {
  name: 'Chooses and saves the person’s security groups',
  tags: ['R-ROUTE-023'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('people:securityGroupOnboarding.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('people:securityGroupOnboarding.intro', {
          name: 'Mrs Margaret Ama Osei',
          organisation: 'AIM Europe',
        }),
      ),
    ).toBeVisible();
    const group = await canvas.findByRole('group', {
      name: t('people:securityGroupOnboarding.groups', { name: 'Mrs Margaret Ama Osei' }),
    });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['1', false],
      ['2', true],
      ['3', false],
    ]);
    within(group).getByRole('checkbox', { name: 'Management' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(group).getByRole('checkbox', { name: 'Management' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('ui:save.button.save') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('people:securityGroupOnboarding.saved'),
    );
    await expect(saves).toEqual([{ url: groupsPath, body: { securityGroupIds: [2, 3] } }]);
  },
};

/** A person without any group: every box is clear, and clearing them all is a save too. */
export const NoGroups: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...securityGroupHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', {
      name: t('people:securityGroupOnboarding.groups', { name: 'Mrs Margaret Ama Osei' }),
    });
    for (const box of within(group).getAllByRole('checkbox')) {
      await expect(box).not.toBeChecked();
    }
  },
};

/** While the save runs, the button says so and cannot be pressed again. */
export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(groupsPath, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('ui:save.button.save') }));
    const button = await canvas.findByRole('button', { name: t('ui:save.button.saving') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A refused save is told on the page, with the server's message; the choice stays as made. */
export const SaveFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(groupsPath, () =>
        failure(422, { errors: { securityGroupIds: ['names unknown security groups: 9'] } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Senior leadership' }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui:save.button.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('names unknown security groups: 9');
    await expect(canvas.getByRole('checkbox', { name: 'Senior leadership' })).toBeChecked();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** The groups failed to load (a refusal, not retried): the page says so and offers to try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(peopleHandlers.refused('getPersonSecurityGroups', { org_id: 3, id: storyProfile.id }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('myAim:shared.loadError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:emptyState.retry') })).toBeVisible();
  },
};

/** A person the organisation does not mobilise (the server's 422) cannot be given its groups. */
export const NotMobilised: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(groupsPath, () => failure(422, { errors: { id: ['not mobilised'] } })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        t('people:securityGroupOnboarding.notMobilised', { name: 'Mrs Margaret Ama Osei' }),
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** A person out of the office's reach (the server's 404) is not found. */
export const AnotherPerson: Story = {
  args: { url: '/orgs/3/person-profiles/99/security-group-onboarding' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
