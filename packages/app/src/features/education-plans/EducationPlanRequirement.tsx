import { Checkbox } from '@mobilise/ui/Checkbox';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useEducationPlansTranslation } from './useEducationPlansTranslation.ts';

export interface EducationPlanRequirementProps {
  /** The child's person profile. */
  personId: number;
  name: string;
  /** As the child's profile says now. */
  requiresEducationPlan: boolean;
}

/**
 * Whether the child requires an education plan (the mark-not-requiring-education-plan flag): a family
 * whose child needs none is marked so, and the education dashboard stops counting the child as without
 * a plan. Saved at once; the profile's queries refresh with the answer, so the box shows what is stored.
 */
export function EducationPlanRequirement({
  personId,
  name,
  requiresEducationPlan,
}: EducationPlanRequirementProps) {
  const { t } = useEducationPlansTranslation();
  const save = useEndpointMutation('setEducationPlanRequirement');
  return (
    <Checkbox
      label={t('requirement.label', { name })}
      help={t('requirement.help')}
      // The choice shows at once and stays until the profile read again says the same; a refusal puts
      // back what is stored (the query client's error dialog says why).
      isSelected={
        save.isError
          ? requiresEducationPlan
          : (save.variables?.body.requiresEducationPlan ?? requiresEducationPlan)
      }
      isDisabled={save.isPending}
      onChange={(requires) =>
        save.mutate({ params: { id: personId }, body: { requiresEducationPlan: requires } })
      }
    />
  );
}
