import { Alert } from '@mobilise/ui/Alert';
import { type ExportProblem, exportProblemOf } from './export-problem.ts';
import { useOrganisationTranslation } from './useOrganisationTranslation.ts';

/** The wait a 429 asks for, in seconds up to a minute and in whole minutes beyond. */
const waitOf = (seconds: number) =>
  seconds <= 60
    ? ({ key: 'managePeople.exportProblem.rateLimitedSeconds', count: seconds } as const)
    : ({ key: 'managePeople.exportProblem.rateLimitedMinutes', count: Math.ceil(seconds / 60) } as const);

/** Why the CSV of Manage people could not be downloaded and what to do, announced as it appears. */
export function PeopleExportAlert({ error }: { error: unknown }) {
  const { t } = useOrganisationTranslation();
  const problem: ExportProblem = exportProblemOf(error);
  const message = (() => {
    switch (problem.kind) {
      case 'rateLimited': {
        if (problem.seconds === undefined) return t('managePeople.exportProblem.rateLimitedLater');
        const wait = waitOf(problem.seconds);
        return t(wait.key, { count: wait.count });
      }
      case 'network':
        return t('managePeople.exportProblem.network');
      case 'server':
        return t('managePeople.exportProblem.server');
      case 'refused':
        return t('managePeople.exportProblem.refused', { message: problem.message });
    }
  })();
  return (
    <Alert tone="critical" title={t('managePeople.exportProblem.title')} isLive>
      {message}
    </Alert>
  );
}
