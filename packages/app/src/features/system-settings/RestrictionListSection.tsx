import { Button } from '@mobilise/ui/Button';
import { Card } from '@mobilise/ui/Card';
import { CheckboxGroup } from '@mobilise/ui/CheckboxGroup';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Stack } from '@mobilise/ui/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organisationsQueryOptions } from '../session/index.ts';
import { settingsStyles } from '../settings/index.ts';
import type { SettingSectionProps } from './FeatureFlagsSection.tsx';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts.tsx';
import { useSettingSave } from './useSettingSave.ts';
import { useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';

type Openness = 'all' | 'some';

/**
 * The application restriction list (R-VALID-005, R-VALID-006): applications open to every organisation,
 * or only to those chosen.
 */
export function RestrictionListSection({
  setting,
  onReload,
}: SettingSectionProps<'application_restriction_list'>) {
  const { t } = useSystemSettingsTranslation();
  // The session has read the organisations before any page renders.
  const organisations = useSuspenseQuery(organisationsQueryOptions).data;
  const [openness, setOpenness] = useState<Openness>(setting.value === null ? 'all' : 'some');
  const [chosen, setChosen] = useState<string[]>((setting.value ?? []).map(String));
  const fields = ['application_restriction_list'];
  const { mutation, outcome, changed, reloaded } = useSettingSave('updateApplicationRestrictionList', fields);
  const errors =
    outcome.kind === 'problem' ? (outcome.problem.fieldErrors.application_restriction_list ?? []) : [];
  const save = () =>
    mutation.mutate({
      body: {
        application_restriction_list: openness === 'all' ? null : chosen.map(Number),
        version: setting.version,
      },
    });
  return (
    <Card heading={t('system.restriction.heading')}>
      <Stack space="md" align="start">
        <p className={settingsStyles.note}>{t('system.restriction.intro')}</p>
        <RadioGroup
          label={t('system.restriction.label')}
          options={[
            { value: 'all', label: t('system.restriction.all') },
            { value: 'some', label: t('system.restriction.some') },
          ]}
          value={openness}
          onChange={(value) => {
            setOpenness(value as Openness);
            changed();
          }}
        />
        {openness === 'some' ? (
          <CheckboxGroup
            label={t('system.restriction.organisations')}
            options={organisations.map((organisation) => ({
              value: String(organisation.id),
              label: organisation.name,
            }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              changed();
            }}
            warning={chosen.length === 0 ? t('system.restriction.noneChosen') : undefined}
            errors={errors}
          />
        ) : null}
        <SaveOutcomeAlerts outcome={outcome} onReload={() => reloaded(onReload())} />
        <Button onPress={save} isPending={mutation.isPending}>
          {t('system.restriction.save')}
        </Button>
      </Stack>
    </Card>
  );
}
