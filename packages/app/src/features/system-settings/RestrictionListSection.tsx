import { Button } from '@mobilise/ui/Button';
import { Card } from '@mobilise/ui/Card';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { FieldGroup } from '@mobilise/ui/FieldGroup';
import { Stack } from '@mobilise/ui/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organisationsQueryOptions } from '../session/index.ts';
import { settingsStyles } from '../settings/index.ts';
import type { SettingSectionProps } from './FeatureFlagsSection.tsx';
import { SaveOutcomeAlerts } from './SaveOutcomeAlerts.tsx';
import { useSettingSave } from './useSettingSave.ts';
import { useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';

/**
 * The application restriction list (R-VALID-005, R-VALID-006): applications open to every organisation,
 * or only to those chosen. Plain checkboxes rather than a radio group and a searchable checkbox group:
 * there are a handful of organisations, and the page stays within its script budget.
 */
export function RestrictionListSection({
  setting,
  onReload,
}: SettingSectionProps<'application_restriction_list'>) {
  const { t } = useSystemSettingsTranslation();
  // The session has read the organisations before any page renders.
  const organisations = useSuspenseQuery(organisationsQueryOptions).data;
  const [restricted, setRestricted] = useState(setting.value !== null);
  const [chosen, setChosen] = useState<readonly number[]>(setting.value ?? []);
  const fields = ['application_restriction_list'];
  const { mutation, outcome, changed, reloaded } = useSettingSave('updateApplicationRestrictionList', fields);
  const errors =
    outcome.kind === 'problem' ? (outcome.problem.fieldErrors.application_restriction_list ?? []) : [];
  const choose = (id: number, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    changed();
  };
  const save = () =>
    mutation.mutate({
      body: { application_restriction_list: restricted ? [...chosen] : null, version: setting.version },
    });
  return (
    <Card heading={t('system.restriction.heading')}>
      <Stack space="md" align="start">
        <p className={settingsStyles.note}>{t('system.restriction.intro')}</p>
        <Checkbox
          label={t('system.restriction.restricted')}
          help={t('system.restriction.restrictedHelp')}
          isSelected={restricted}
          onChange={(on) => {
            setRestricted(on);
            changed();
          }}
        />
        {restricted ? (
          <FieldGroup
            label={t('system.restriction.organisations')}
            warning={chosen.length === 0 ? t('system.restriction.noneChosen') : undefined}
            errors={errors}
          >
            {organisations.map((organisation) => (
              <Checkbox
                key={organisation.id}
                label={organisation.name}
                isSelected={chosen.includes(organisation.id)}
                onChange={(on) => choose(organisation.id, on)}
              />
            ))}
          </FieldGroup>
        ) : null}
        <SaveOutcomeAlerts outcome={outcome} onReload={() => reloaded(onReload())} />
        <Button onPress={save} isPending={mutation.isPending}>
          {t('system.restriction.save')}
        </Button>
      </Stack>
    </Card>
  );
}
