import { Alert } from '@mobilise/ui';
import type { FormProblem } from './form-problem.ts';
import { useAuthTranslation } from './useAuthTranslation.ts';

/**
 * The form-wide message for a problem no field shows (too many attempts, no connection, anything
 * unexpected), announced as it appears; nothing for the others.
 */
export function FormProblemAlert({ problem }: { problem: FormProblem | undefined }) {
  const { t } = useAuthTranslation();
  const message = (() => {
    switch (problem?.kind) {
      case 'rateLimited':
        return problem.minutes === undefined
          ? t('authForm.rateLimitedLater')
          : t('authForm.rateLimited', { count: problem.minutes });
      case 'network':
        return t('authForm.network');
      case 'unexpected':
        return t('authForm.unexpected');
      default:
        return undefined;
    }
  })();
  return message ? (
    <Alert tone="critical" isLive>
      {message}
    </Alert>
  ) : null;
}
