import type { ApplicationRecord, TaskInstance } from '@mobilise/contract';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import {
  ApplicationPeople,
  applicationIdQueryOptions,
  applicationQueryOptions,
  applicationTaskInstancesQueryOptions,
  type TaskInstanceOutletContext,
  useApplicationActions,
  useApplicationsTranslation,
  useIsApplicant,
  WaitingNotice,
  type WorkflowRecord,
  WorkflowStages,
} from '../../features/applications/index.ts';
import { useCurrentUser } from '../../features/session/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates, useMyAimTranslation } from '../../shared/index.ts';
import * as recordStyles from '../../shared/record-sections.css.ts';
import { type RecordAddress, useAddressedRecordId } from '../../shared/useAddressedRecordId.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** How the address names the application: by the public id it shows, or by its full id. */
export type ApplicationAddress = RecordAddress;

function ApplicationView({
  application,
  address,
  onReload,
}: {
  application: ApplicationRecord;
  address: ApplicationAddress;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useApplicationsTranslation();
  const myAim = useMyAimTranslation();
  const user = useCurrentUser();
  const tasks = useQuery(applicationTaskInstancesQueryOptions(application.id));
  const isApplicant = useIsApplicant(application);
  const queryClient = useQueryClient();
  const workflow: WorkflowRecord = {
    kind: 'application',
    stages: application.workflow?.stages ?? [],
    isRunning: application.status === 'IN_PROGRESS',
    readerIsApplicant: isApplicant,
    fetchTaskInstances: () =>
      queryClient.fetchQuery({ ...applicationTaskInstancesQueryOptions(application.id), staleTime: 0 }),
  };
  const reload = () => Promise.all([onReload(), tasks.refetch()]);
  const { buttons, notice } = useApplicationActions({ application, isApplicant, onReload: reload });
  const key = address === 'public_id' ? application.public_id : application.id;
  const applicationHref =
    address === 'public_id'
      ? routePath('ApplicationsShow', { public_id: key })
      : routePath('ApplicationsShowById', { id: key });
  const taskHref = (instance: TaskInstance) => {
    const params = { task_id: instance.task_id, task_instance_id: instance.id };
    return address === 'public_id'
      ? routePath('ApplicationsShowTaskInstance', { public_id: key, ...params })
      : routePath('ApplicationsShowByIdTaskInstance', { id: key, ...params });
  };
  // Those who run the organisation's applications come from its list; anyone else has no list to go back to.
  const runsApplications = user?.is_office_staff_for.includes(application.organisation_id) ?? false;

  return (
    <DetailPage
      header={
        <PageHeader
          title={application.title}
          subtitle={t('show.termType', { termType: t(`termType.${application.term_type}`) })}
          status={<StatusPill kind="application" status={application.status} />}
          breadcrumbs={
            runsApplications
              ? [
                  {
                    id: 'OrgApplications',
                    label: t('show.breadcrumb'),
                    href: routePath('OrgApplications', { org_id: application.organisation_id }),
                  },
                  { id: applicationHref, label: application.title, href: applicationHref },
                ]
              : undefined
          }
          secondaryActions={buttons}
        />
      }
      aside={<ApplicationPeople application={application} />}
    >
      {notice}
      {isApplicant && tasks.data ? <WaitingNotice application={application} instances={tasks.data} /> : null}
      <DetailSection title={t('show.about')}>
        <p className={application.about ? recordStyles.writtenText : recordStyles.muted}>
          {application.about ?? t('show.noAbout')}
        </p>
      </DetailSection>
      {tasks.isPending ? <LoadingState /> : null}
      {tasks.isError ? (
        <ErrorState onRetry={() => void tasks.refetch()}>{myAim.t('shared.loadError')}</ErrorState>
      ) : null}
      {tasks.data ? <WorkflowStages record={workflow} instances={tasks.data} taskHref={taskHref} /> : null}
      <Outlet
        context={
          {
            record: workflow,
            instances: tasks.data,
            recordHref: applicationHref,
            onReload: reload,
          } satisfies TaskInstanceOutletContext
        }
      />
    </DetailPage>
  );
}

/**
 * An application by its address: ApplicationsShow names it by its public id, which the list finds the
 * application's id for; ApplicationsShowById by its id. Both show the same page, its task instances
 * opening over it at the child routes.
 */
export function ApplicationScreen({ address }: { address: ApplicationAddress }) {
  const { isKnownNumber, lookup, id, isLookingUp } = useAddressedRecordId(address, applicationIdQueryOptions);
  const application = useQuery({
    ...applicationQueryOptions(id ?? 0),
    enabled: isKnownNumber && id !== null,
  });
  usePageTitle(application.data?.title);
  if (isLookingUp) {
    return (
      <RecordStates query={lookup} isKnownId={isKnownNumber}>
        {() => null}
      </RecordStates>
    );
  }
  return (
    <RecordStates query={application} isKnownId={isKnownNumber && id !== null}>
      {(data) => (
        <ApplicationView application={data} address={address} onReload={() => application.refetch()} />
      )}
    </RecordStates>
  );
}
