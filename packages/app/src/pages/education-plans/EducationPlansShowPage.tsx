import type { EducationPlanRecord } from '@mobilise/contract';
import { useQuery } from '@tanstack/react-query';
import {
  EducationPlanView,
  educationPlanQueryOptions,
  useEducationPlanActions,
} from '../../features/education-plans/index.ts';
import { useIdParam } from '../../features/people/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

function PlanWithActions({
  plan,
  onReload,
}: {
  plan: EducationPlanRecord;
  onReload: () => Promise<unknown>;
}) {
  const { buttons, notice } = useEducationPlanActions({ plan, onReload });
  return <EducationPlanView plan={plan} actions={buttons} notice={notice} />;
}

/** EducationPlansShow (/education-plans/{id}): a plan, every field, with the steps its reader may take. */
export function Page() {
  const id = useIdParam();
  const plan = useQuery({ ...educationPlanQueryOptions(id ?? 0), enabled: id !== null });
  // "Amani Mwangi – Education plan": whose plan the tab holds.
  usePageTitle(plan.data?.person.name);
  return (
    <RecordStates query={plan} isKnownId={id !== null}>
      {(data) => <PlanWithActions plan={data} onReload={() => plan.refetch()} />}
    </RecordStates>
  );
}
