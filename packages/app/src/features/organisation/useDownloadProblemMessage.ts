import { exportProblemOf } from './export-problem.ts';
import { useOrganisationTranslation } from './useOrganisationTranslation.ts';

/** The wait a 429 asks for, in seconds up to a minute and in whole minutes beyond. */
const waitOf = (seconds: number) =>
  seconds <= 60
    ? ({ key: 'managePeople.exportProblem.rateLimitedSeconds', count: seconds } as const)
    : ({ key: 'managePeople.exportProblem.rateLimitedMinutes', count: Math.ceil(seconds / 60) } as const);

/**
 * Words why a CSV (the people export, a report) could not be downloaded and what to do: the wait a 429
 * asks for, no answer, a server failure, or the server's own words for any other refusal (a 403 says the
 * reader may not have it).
 */
export const useDownloadProblemMessage = () => {
  const { t } = useOrganisationTranslation();
  return {
    title: t('managePeople.exportProblem.title'),
    messageOf: (error: unknown): string => {
      const problem = exportProblemOf(error);
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
    },
  };
};
