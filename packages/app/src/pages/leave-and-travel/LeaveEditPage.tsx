import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { NotFoundPage } from '@mobilise/ui/NotFoundPage';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import {
  type LeaveKind,
  useLeaveAndTravelTranslation,
  useLeaveRecord,
} from '../../features/leave-and-travel/index.ts';
import { useUserState } from '../../features/session/index.ts';
import { EntityForm } from '../../forms/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

const pagesOf = {
  leave_request: { entity: 'leave-requests', show: 'LeaveRequestsShow' },
  travel_plan: { entity: 'travel-plans', show: 'TravelPlansShow' },
} as const;

/**
 * A leave request or travel plan's form (/leave-requests/{id}/edit, /travel-plans/{id}/edit), its answers
 * saved as they change; changing an approved one asks why and returns it to awaiting approval (the
 * server's form says so). The record is read first: one the reader may not change is not found here.
 */
export function LeaveEditPage({ kind }: { kind: LeaveKind }) {
  const { t } = useLeaveAndTravelTranslation();
  const { id, record } = useLeaveRecord(kind);
  usePageTitle(record.data?.person.name);
  const user = useUserState();
  const pages = pagesOf[kind];
  return (
    <RecordStates query={record} isKnownId={id !== null}>
      {(data) =>
        data.userCan.includes('update') && !data.isLegacy ? (
          <PageFrame width="narrow">
            <PageHeader
              title={t(`form.editTitle.${kind}`, { publicId: data.publicId })}
              subtitle={t(`form.editIntro.${kind}`)}
              secondaryActions={
                <ButtonLink variant="secondary" href={routePath(pages.show, { id: data.id })}>
                  {t('form.done')}
                </ButtonLink>
              }
            />
            <EntityForm
              entity={pages.entity}
              entityId={data.id}
              entityLabel={t(`form.entityLabel.${kind}`)}
              user={user}
            />
          </PageFrame>
        ) : (
          <NotFoundPage homeHref={routePath('Home')} />
        )
      }
    </RecordStates>
  );
}
