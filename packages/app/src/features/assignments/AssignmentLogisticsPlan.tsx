import type { Assignment, OutboundLogisticsPlan } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { lazy, Suspense, useState } from 'react';
import * as styles from '../../shared/record-sections.css.ts';
import { RecordAttachments } from '../assets/index.ts';
import type { AssignmentSectionProps } from './AssignmentOffer.tsx';
import { type AssignmentStep, useAssignmentStep } from './useAssignmentStep.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The form loads when first opened: most visits write nothing.
const PlanNotesModal = lazy(() =>
  import('./PlanNotesModal.tsx').then((module) => ({ default: module.PlanNotesModal })),
);

/** The plan's steps, each shown with the right that allows it now. */
const planSteps = [
  { step: 'submitOutboundLogisticsPlan', right: 'submit_logistics_plan', key: 'submit' },
  { step: 'approveOutboundLogisticsPlan', right: 'decide_logistics_plan', key: 'approve' },
  { step: 'rejectOutboundLogisticsPlan', right: 'decide_logistics_plan', key: 'reject' },
] as const satisfies readonly {
  step: AssignmentStep;
  right: Assignment['user_can_manage'][number];
  key: string;
}[];

function PlanDetails({ plan, canEdit }: { plan: OutboundLogisticsPlan; canEdit: boolean }) {
  const { t } = useAssignmentsTranslation();
  return (
    <Stack space="lg">
      <DescriptionList
        items={[
          { id: 'status', term: t('logistics.status'), description: t(`logistics.statuses.${plan.status}`) },
          {
            id: 'notes',
            term: t('logistics.notes'),
            description: plan.notes && <span className={styles.writtenText}>{plan.notes}</span>,
          },
        ]}
      />
      {canEdit || plan.attachments.length > 0 ? (
        <RecordAttachments
          owner={{ assetable_type: 'outbound_logistics_plan', assetable_id: plan.id }}
          canEdit={canEdit}
          uploadLabel={t('logistics.upload')}
          listLabel={t('logistics.attachments')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The outbound logistics plan: its status, notes and files. While it is a draft or was rejected, those
 * who prepare it write its notes, attach files and submit it; the exploring organisation's leadership
 * approves or rejects a submitted one (not its submitter). Each button shows with its right.
 */
export function AssignmentLogisticsPlan({ assignment, onReload }: AssignmentSectionProps) {
  const { t } = useAssignmentsTranslation();
  const plan = assignment.outbound_logistics_plan;
  const can = (right: Assignment['user_can_manage'][number]) => assignment.user_can_manage.includes(right);
  const [isEditing, setEditing] = useState(false);
  const { run, pending, alerts } = useAssignmentStep({ assignment, onReload });
  const steps = plan === null ? [] : planSteps.filter(({ right }) => can(right));
  const actions =
    can('edit_logistics_plan') || steps.length > 0 ? (
      <Inline space="sm">
        {plan
          ? steps.map(({ step, key }) => (
              <Button
                key={step}
                variant={key === 'reject' ? 'secondary' : 'primary'}
                isPending={pending === step}
                isDisabled={pending !== null && pending !== step}
                onPress={() => run({ step, version: plan.version, done: t(`logistics.done.${key}`) })}
              >
                {t(`logistics.${key}`)}
              </Button>
            ))
          : null}
        {can('edit_logistics_plan') ? (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {plan === null ? t('logistics.create') : t('logistics.edit')}
          </Button>
        ) : null}
      </Inline>
    ) : undefined;
  return (
    <DetailSection title={t('sections.logistics')} actions={actions}>
      <Stack space="md">
        {alerts}
        {plan === null ? (
          <p className={styles.muted}>{t('logistics.empty')}</p>
        ) : (
          <PlanDetails plan={plan} canEdit={can('edit_logistics_plan')} />
        )}
      </Stack>
      {isEditing ? (
        <Suspense fallback={null}>
          <PlanNotesModal assignment={assignment} onReload={onReload} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </DetailSection>
  );
}
