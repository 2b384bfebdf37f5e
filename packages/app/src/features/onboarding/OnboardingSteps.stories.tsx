import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../../../../../.storybook/story-text.ts';
import { PageStory } from '../../shared/stories/index.ts';
import { storyMember } from '../my-aim/stories/index.ts';
import { OnboardingSteps } from './OnboardingSteps.tsx';

const owner = { personProfileId: 21, familyId: 4, assignmentPublicId: '4101' };

/** The steps inside the app's frame, so their links route like the shell's. */
const meta = {
  title: 'Screens/My AIM/Onboarding steps',
  component: PageStory,
  tags: ['autodocs'],
  args: {
    page: () => (
      <OnboardingSteps
        steps={['dashboard', 'profile', 'family', 'assignment', 'leaveRequests']}
        progress={{ step: 'profile', profileViewed: true, editingProfile: false }}
        owner={owner}
      />
    ),
    path: '/my-aim',
    url: '/my-aim',
    user: { ...storyMember, requires_onboarding: true },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile was viewed: what is left of the step is its edit, and the link leads there. */
export const ProfileStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('myAim:onboarding.progress', { done: 1, total: 5 }))).toBeVisible();
    await expect(canvas.getByText(t('myAim:onboarding.steps.profile.label')).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      canvas.getByRole('link', { name: t('myAim:onboarding.steps.profile.link') }),
    ).toHaveAttribute('href', '/person-profiles/21/edit');
  },
};

/** Without a family the family step is left out. */
export const WithoutFamily: Story = {
  args: {
    page: () => (
      <OnboardingSteps
        steps={['dashboard', 'profile', 'assignment', 'leaveRequests']}
        progress={{ step: 'assignment', profileViewed: false, editingProfile: false }}
        owner={{ ...owner, familyId: null }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('myAim:onboarding.progress', { done: 2, total: 4 }))).toBeVisible();
    await expect(canvas.queryByText(t('myAim:onboarding.steps.family.label'))).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('myAim:onboarding.steps.assignment.link') }),
    ).toHaveAttribute('href', '/assignments/4101');
  },
};

export const Finished: Story = {
  args: {
    page: () => (
      <OnboardingSteps
        steps={['dashboard', 'profile', 'assignment', 'leaveRequests']}
        progress={{ step: 'done', profileViewed: false, editingProfile: false }}
        owner={owner}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('myAim:onboarding.finished'))).toBeVisible();
  },
};
