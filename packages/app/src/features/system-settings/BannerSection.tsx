import { bannerMaxLength } from '@mobilise/contract';
import { Banner } from '@mobilise/ui/Banner';
import { Button } from '@mobilise/ui/Button';
import { Card } from '@mobilise/ui/Card';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { useState } from 'react';
import { settingsStyles } from '../settings/index.ts';
import type { SettingSectionProps } from './FeatureFlagsSection.tsx';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts.tsx';
import { useSettingSave } from './useSettingSave.ts';
import { useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';

/**
 * The site-wide banner: its text, with a preview drawn by the shell's own Banner (so `*bold*` shows as
 * every user will see it), saved or removed. Empty text saves as no banner.
 */
export function BannerSection({ setting, onReload }: SettingSectionProps<'banner'>) {
  const { t } = useSystemSettingsTranslation();
  const [text, setText] = useState(setting.value ?? '');
  const { mutation, outcome, changed, reloaded } = useSettingSave('updateBanner', ['banner']);
  const errors = outcome.kind === 'problem' ? (outcome.problem.fieldErrors.banner ?? []) : [];
  const shown = text.trim().replace(/\s+/g, ' ');
  const save = (banner: string | null) => mutation.mutate({ body: { banner, version: setting.version } });
  return (
    <Card heading={t('system.banner.heading')}>
      <Stack space="md">
        <p className={settingsStyles.note}>{t('system.banner.intro')}</p>
        <TextArea
          label={t('system.banner.label')}
          help={t('system.banner.help', { max: bannerMaxLength })}
          hint={t('system.banner.count', { used: shown.length, max: bannerMaxLength })}
          rows={3}
          value={text}
          onChange={(value) => {
            setText(value);
            changed();
          }}
          errors={errors}
        />
        <Stack space="sm">
          <h3 className={settingsStyles.itemHeading}>{t('system.banner.preview')}</h3>
          {shown ? (
            <Banner message={shown} label={t('system.banner.previewLabel')} />
          ) : (
            <p className={settingsStyles.text}>{t('system.banner.none')}</p>
          )}
        </Stack>
        <SaveOutcomeAlerts outcome={outcome} onReload={() => reloaded(onReload())} />
        <Inline space="sm">
          <Button onPress={() => save(shown === '' ? null : shown)} isPending={mutation.isPending}>
            {t('system.banner.save')}
          </Button>
          {setting.value === null ? null : (
            <Button
              variant="secondary"
              isDisabled={mutation.isPending}
              onPress={() => {
                setText('');
                save(null);
              }}
            >
              {t('system.banner.remove')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}
