import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandOf } from '../../../../.storybook/BrandFrame.tsx';
import { t } from '../../../../.storybook/story-text.ts';
import { Button } from '../Button/Button.tsx';
import { isLanguage } from '../i18n/languages.ts';
import { Select } from '../Select/Select.tsx';
import { MobiliseProvider } from './MobiliseProvider.tsx';

/**
 * What another team's app mounts once around its pages (see the package's README): here with its own
 * private i18next instance, in the story's brand and language, instead of the catalogue's set-up.
 */
const meta = {
  title: 'Components/Setup/MobiliseProvider',
  component: MobiliseProvider,
  tags: ['autodocs'],
  args: { brand: 'default', language: 'en', children: null },
  render: (args, { globals }) => (
    <MobiliseProvider
      {...args}
      brand={brandOf(globals.brand).id}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
    >
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Select label="Team" options={[{ value: 'welcome', label: 'Welcome' }]} />
        <Button>Save</Button>
      </div>
    </MobiliseProvider>
  ),
} satisfies Meta<typeof MobiliseProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItsOwnTexts: Story = {
  name: 'Its own i18next instance, in the brand and language given',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('ui:inputs.select.placeholder'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
