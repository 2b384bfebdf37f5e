import { type FeatureFlags, featureFlagNames, type SystemSettings } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { Card } from '@mobilise/ui/Card';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Stack } from '@mobilise/ui/Stack';
import { useState } from 'react';
import { settingsStyles } from '../settings/index.ts';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts.tsx';
import { useSettingSave } from './useSettingSave.ts';
import { useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';

export interface SettingSectionProps<Key extends keyof SystemSettings> {
  /** The setting as the server holds it, with the version a save names. */
  setting: SystemSettings[Key];
  /** Reads the settings again (after another admin's change); resolves once they are read. */
  onReload: () => Promise<unknown>;
}

/** Each feature flag of spec 01 §6 as a switch with what it turns on, saved together. */
export function FeatureFlagsSection({ setting, onReload }: SettingSectionProps<'feature_flags'>) {
  const { t } = useSystemSettingsTranslation();
  const [flags, setFlags] = useState<FeatureFlags>(setting.value);
  const { mutation, outcome, changed, reloaded } = useSettingSave('updateFeatureFlags', []);
  const save = () => mutation.mutate({ body: { feature_flags: flags, version: setting.version } });
  return (
    <Card heading={t('system.flags.heading')}>
      <Stack space="md" align="start">
        <p className={settingsStyles.note}>{t('system.flags.intro')}</p>
        {featureFlagNames.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`system.flags.names.${flag}`)}
            help={t(`system.flags.meanings.${flag}`)}
            isSelected={flags[flag]}
            onChange={(on) => {
              setFlags((current) => ({ ...current, [flag]: on }));
              changed();
            }}
          />
        ))}
        <SaveOutcomeAlerts outcome={outcome} onReload={() => reloaded(onReload())} />
        <Button onPress={save} isPending={mutation.isPending}>
          {t('system.flags.save')}
        </Button>
      </Stack>
    </Card>
  );
}
