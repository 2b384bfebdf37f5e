import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { mswPath } from '../../api/msw-path.ts';
import { TextLink } from '../../shared/index.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { myAimHandlers, storyMember, storyProfile } from '../my-aim/stories/index.ts';
import { OnboardingGuide } from './OnboardingGuide.tsx';

// On globalThis: the story module may be loaded more than once, and handler and play must share one list.
const shared = globalThis as { onboardingCompletions?: string[] };
shared.onboardingCompletions ??= [];
const completions = shared.onboardingCompletions;

const member = { ...storyMember, family_id: null, requires_onboarding: true };

/** Any page of the app: the guide follows the route, whatever the page. */
function AnyPage() {
  return (
    <p>
      <TextLink href="/my-aim">Dashboard</TextLink>
    </p>
  );
}

const meta = {
  title: 'Screens/My AIM/Onboarding guide',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: AnyPage, path: '*', url: '/my-aim', user: member, above: <OnboardingGuide /> },
  beforeEach: ({ msw }) => {
    completions.length = 0;
    localStorage.clear();
    msw.use(
      myAimHandlers.profile({ ...storyProfile, familyId: null }),
      http.put(mswPath('completeOnboarding'), async ({ request }) => {
        completions.push(await request.text());
        return new HttpResponse(null, { status: 204 });
      }),
      myAimHandlers.currentUser({ ...member, requires_onboarding: false }),
    );
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member without a family walks every step by following the guide's links; at the end the server is
 * told (no body), the local progress is gone and the guide leaves once users/me says onboarding is done.
 */
export const WalkThrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = async (name: string) => userEvent.click(await canvas.findByRole('link', { name }));
    await expect(
      await canvas.findByText(t('myAim:onboarding.progress', { done: 1, total: 4 })),
    ).toBeVisible();
    await expect(canvas.queryByText(t('myAim:onboarding.steps.family.label'))).toBeNull();

    await follow(t('myAim:onboarding.steps.profile.link'));
    // The link stays; its target moves on once the guide has stored the step (awaited, not assumed).
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: t('myAim:onboarding.steps.profile.link') })).toHaveAttribute(
        'href',
        '/person-profiles/21/edit',
      ),
    );
    await follow(t('myAim:onboarding.steps.profile.link'));
    await expect(canvas.getByText(t('myAim:onboarding.progress', { done: 1, total: 4 }))).toBeVisible();
    await follow('Dashboard');
    await expect(
      await canvas.findByText(t('myAim:onboarding.progress', { done: 2, total: 4 })),
    ).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('mobilise.onboarding.5') ?? '{}')).toMatchObject({
      step: 'assignment',
    });

    await follow(t('myAim:onboarding.steps.assignment.link'));
    await expect(
      await canvas.findByText(t('myAim:onboarding.progress', { done: 3, total: 4 })),
    ).toBeVisible();
    await follow(t('myAim:onboarding.steps.leaveRequests.link'));
    await waitFor(() => expect(completions).toEqual(['']));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: t('myAim:onboarding.heading') })).toBeNull(),
    );
    await expect(localStorage.getItem('mobilise.onboarding.5')).toBeNull();
  },
};
