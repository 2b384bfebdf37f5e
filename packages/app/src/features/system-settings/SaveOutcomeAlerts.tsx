import { Alert } from '@mobilise/ui/Alert';
import { SaveProblemAlerts } from '../settings/index.ts';
import type { SaveOutcome } from './useSettingSave.ts';
import { useSystemSettingsTranslation } from './useSystemSettingsTranslation.ts';

export interface SaveOutcomeAlertsProps {
  outcome: SaveOutcome;
  /** Reads the settings as saved now, after another admin's change; the section keeps what was chosen. */
  onReload: () => void;
}

/** What a section says after a save: that every user has it from their next page, or why it failed. */
export function SaveOutcomeAlerts({ outcome, onReload }: SaveOutcomeAlertsProps) {
  const { t } = useSystemSettingsTranslation();
  if (outcome.kind === 'saved') {
    return (
      <Alert tone="positive" isLive>
        {t('system.saved')}
      </Alert>
    );
  }
  if (outcome.kind === 'problem') {
    return (
      <SaveProblemAlerts
        problem={outcome.problem}
        stale={{
          title: t('system.stale.title'),
          body: t('system.stale.body'),
          reload: t('system.stale.reload'),
        }}
        onReload={onReload}
      />
    );
  }
  return null;
}
