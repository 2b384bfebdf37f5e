import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLanguage, t } from '../../../../../.storybook/story-text.ts';
import {
  opportunitiesHandlers,
  opportunitiesServer,
  storyRequisition,
} from '../../features/opportunities/stories/index.ts';
import { routePaths } from '../../routes/route-names.ts';
import { atPhoneWidth, expectNoSidewaysScroll, PageStory } from '../../shared/stories/index.ts';
import { storyOfficeStaff } from '../../shell/stories/office-staff.ts';
import { Page } from './RequisitionsShowPage.tsx';

const meta = {
  title: 'Screens/Opportunities/Requisition',
  component: PageStory,
  tags: ['autodocs'],
  args: { page: Page, path: routePaths.RequisitionsShow, url: '/requisitions/5011', user: storyOfficeStaff },
  beforeEach: ({ msw }) => {
    msw.use(opportunitiesHandlers.requisition([storyRequisition]));
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as people see it: an open requisition with its details and description. */
export const Overview: Story = {};

/** The requisition's title, availability, organisation, term type, last update and description. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nurse, Kijabe Hospital' }),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui:status.requisitionAvailability.OPEN'))).toBeVisible();
    const details = canvas.getByRole('region', { name: t('opportunities:requisition.details') });
    await expect(details).toHaveTextContent(
      `${t('opportunities:requisition.organisation')}AIM Eastern Africa`,
    );
    await expect(details).toHaveTextContent(
      `${t('opportunities:requisition.termType')}${t('opportunities:requisition.termTypes.FULL_TERM')}`,
    );
    await expect(details).toHaveTextContent(
      `${t('opportunities:opportunity.lastUpdatedTerm')}${formatDisplayTimestamp('2026-10-03T09:00:00Z', toLanguage(storyLanguage()))}`,
    );
    await expect(
      canvas.getByRole('region', { name: t('opportunities:requisition.description') }),
    ).toHaveTextContent('A registered nurse for the surgical ward of Kijabe Hospital.');
  },
};

/** A filled requisition without a term type or a description yet. */
export const Sparse: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      opportunitiesHandlers.requisition([
        {
          ...storyRequisition,
          availability: 'FULFILLED',
          term_type: null,
          description: null,
          user_can: ['update', 'archive', 'reopen'],
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('ui:status.requisitionAvailability.FULFILLED'))).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('opportunities:requisition.details') }),
    ).toHaveTextContent(`${t('opportunities:requisition.termType')}${t('ui:descriptionList.notSet')}`);
    await expect(canvas.getByText(t('opportunities:requisition.noDescription'))).toBeVisible();
  },
};

/**
 * R-STATE-027 Office staff fill the open requisition from its page, confirmed first: it shows Filled, and
 * Reopen and Archive take the place of Fill; archived, only Reopen is left.
 */
export const FillingAndArchiving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...opportunitiesServer({ requisitions: [storyRequisition] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const step = async (action: 'fill' | 'archive') => {
      await userEvent.click(
        await canvas.findByRole('button', { name: t(`opportunities:recordActions.${action}`) }),
      );
      const dialog = await body.findByRole('alertdialog');
      await userEvent.click(
        within(dialog).getByRole('button', { name: t(`opportunities:recordActions.${action}`) }),
      );
    };
    await step('fill');
    await expect(await canvas.findByText(t('ui:status.requisitionAvailability.FULFILLED'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('opportunities:recordActions.reopen') })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('opportunities:recordActions.fill') }),
    ).not.toBeInTheDocument();
    await step('archive');
    await expect(await canvas.findByText(t('ui:status.requisitionAvailability.RETRACTED'))).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('opportunities:recordActions.edit') }),
    ).not.toBeInTheDocument();
  },
};

/** A filled requisition whose team was archived since is not reopened: the server's reason is said. */
export const ReopenRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...opportunitiesServer({
        requisitions: [
          {
            ...storyRequisition,
            availability: 'FULFILLED',
            team_id: 4,
            user_can: ['update', 'archive', 'reopen'],
          },
        ],
        refusal: {
          status: 422,
          code: 'validation_failed',
          message: 'The request is not valid.',
          errors: { team_id: ['is an archived team: bring it back first'] },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const reopen = t('opportunities:recordActions.reopen');
    await userEvent.click(await canvas.findByRole('button', { name: reopen }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: reopen }));
    await expect(
      await canvas.findByText(
        t('opportunities:requisition.stepRefused', { reason: 'is an archived team: bring it back first' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui:status.requisitionAvailability.FULFILLED'))).toBeVisible();
  },
};

/** On a phone the status goes under the title and the sections fit the screen. */
export const LoadedAtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: t('opportunities:requisition.description') });
    await expectNoSidewaysScroll();
  },
};

/** An unknown requisition, or one the caller does not reach: the server's 404 shows as not found. */
export const NotFound: Story = {
  args: { url: '/requisitions/9999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('ui:notFound.title') }),
    ).toBeVisible();
  },
};
