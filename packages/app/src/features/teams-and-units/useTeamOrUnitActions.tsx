import type { TeamAction, TeamRecord, UnitRecord } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { type ReactNode, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ApiError } from '../../api/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

/** A step the show page offers; units take only archive and unarchive. */
type Step = Exclude<TeamAction, 'update'>;

/**
 * What a refused step means to the page. The server answers 409 both for a record changed meanwhile
 * and for one held in place (open requisitions, active members, teams not archived): the latter names
 * its reason in its code and message, which the page says as it is, rather than offering a reload that
 * would change nothing.
 */
export const stepProblemOf = (error: Error): SaveProblem =>
  error instanceof ApiError && error.status === 409 && /_has_/.test(error.code)
    ? { ...noProblem, message: error.message }
    : saveProblemOf(error, []);

export type TeamOrUnit = { kind: 'team'; record: TeamRecord } | { kind: 'unit'; record: UnitRecord };

/**
 * The header buttons of a team's or unit's page, by its `user_can` only (no button the reader cannot
 * use): edit, publish and unpublish (teams), archive and unarchive, each step but edit confirmed first;
 * and the notice that says why the server refused one.
 */
export function useTeamOrUnitActions(subject: TeamOrUnit, onReload: () => Promise<unknown>) {
  const { t } = useTeamsAndUnitsTranslation();
  const [confirming, setConfirming] = useState<Step | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const options = {
    onSuccess: () => setProblem(noProblem),
    onError: (error: Error) => setProblem(stepProblemOf(error)),
  };
  const mutations = {
    team: {
      publish: useEndpointMutation('publishTeam', options),
      unpublish: useEndpointMutation('unpublishTeam', options),
      archive: useEndpointMutation('archiveTeam', options),
      unarchive: useEndpointMutation('unarchiveTeam', options),
    },
    unit: {
      archive: useEndpointMutation('archiveUnit', options),
      unarchive: useEndpointMutation('unarchiveUnit', options),
    },
  };
  const { kind, record } = subject;
  const steps: readonly Step[] =
    kind === 'team' ? ['publish', 'unpublish', 'archive', 'unarchive'] : ['archive', 'unarchive'];
  const can = (action: string) => (record.user_can as readonly string[]).includes(action);
  const mutationOf = (step: Step) =>
    kind === 'team' ? mutations.team[step] : mutations.unit[step as 'archive' | 'unarchive'];

  const take = (step: Step) => {
    setConfirming(null);
    setProblem(noProblem);
    mutationOf(step).mutate({ params: { id: record.id }, body: { version: record.version } });
  };

  const buttons: ReactNode = (
    <>
      {can('update') ? (
        <ButtonLink
          variant="secondary"
          href={routePath(kind === 'team' ? 'TeamsEdit' : 'UnitsEdit', { id: record.id })}
        >
          {t('actions.edit')}
        </ButtonLink>
      ) : null}
      {steps.filter(can).map((step) => (
        <Button
          key={step}
          variant={step === 'publish' ? 'primary' : 'secondary'}
          onPress={() => setConfirming(step)}
          isPending={mutationOf(step).isPending}
        >
          {t(`actions.${step}`)}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          confirming === null ? undefined : t(`confirm.${kind}.${confirming}.title`, { name: record.name })
        }
        confirmLabel={confirming === null ? undefined : t(`actions.${confirming}`)}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => confirming && take(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming === null ? null : t(`confirm.${kind}.${confirming}.body`, { name: record.name })}
      </ConfirmDialog>
    </>
  );

  const notice = (
    <SaveProblemAlerts
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={async () => {
        await onReload();
        setProblem(noProblem);
      }}
    />
  );

  return { buttons, notice };
}
