import type { EducationPlanRecord } from '@mobilise/contract';
import { Inline } from '@mobilise/ui/Inline';
import { StatusPill } from '@mobilise/ui/StatusPill';

/**
 * A plan's status and beside it EXPIRED when its expiry date has passed: expiry is worked out on every
 * read, never stored, so an approved plan past its date shows both.
 */
export function EducationPlanStatus({
  plan,
  size,
}: {
  plan: Pick<EducationPlanRecord, 'status' | 'isExpired'>;
  size?: 'sm' | 'md';
}) {
  return (
    <Inline space="xs">
      <StatusPill kind="educationPlan" status={plan.status} size={size} />
      {plan.isExpired ? <StatusPill kind="educationPlan" status="EXPIRED" size={size} /> : null}
    </Inline>
  );
}
