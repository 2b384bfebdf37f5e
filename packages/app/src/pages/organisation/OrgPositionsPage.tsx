import { hasCapability, type PositionRecord } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Badge } from '@mobilise/ui/Badge';
import { Button } from '@mobilise/ui/Button';
import { Card } from '@mobilise/ui/Card';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { Tiles } from '@mobilise/ui/Tiles';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { useOrganisationParam, useOrganisationTranslation } from '../../features/organisation/index.ts';
import { useCurrentUser } from '../../features/session/index.ts';
import {
  organisationPositionsQueryOptions,
  PositionFormModal,
  SettingsTabs,
  saveProblemOf,
  settingsStyles,
  useSettingsBreadcrumbs,
} from '../../features/settings/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** What the page has open over the list: the form (null: a new position) or the question before removing. */
type Opened = { kind: 'form'; id: number | null } | { kind: 'remove'; id: number } | null;

/**
 * The organisation's positions (OrgPositions): live ones first, removed ones after them marked removed
 * (records still name them). Those who manage positions create, rename, change the kinds of record a
 * position applies to, and remove one after confirming; international-office consultants only read.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const breadcrumbs = useSettingsBreadcrumbs(organisationId, { route: 'OrgPositions' });
  const query = useQuery(organisationPositionsQueryOptions(organisationId));
  const refresh = useListRefresh(query);
  const mayCreate = hasCapability(useCurrentUser()?.user_can ?? {}, 'manage_positions', organisationId);
  const [opened, setOpened] = useState<Opened>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const close = () => {
    setOpened(null);
    setRemoveError(null);
  };
  const remove = useEndpointMutation('removePosition', {
    onSuccess: close,
    onError: (error) => {
      const problem = saveProblemOf(error, []);
      if (problem.isStale) void query.refetch();
      setRemoveError(problem.isStale ? t('positions.remove.stale') : problem.message);
    },
  });

  const positions = [...(query.data ?? [])].sort((a, b) => Number(a.removed) - Number(b.removed));
  const positionOf = (id: number | null) => positions.find((position) => position.id === id) ?? null;
  const toRemove = opened?.kind === 'remove' ? positionOf(opened.id) : null;
  const addButton = mayCreate ? (
    <Button onPress={() => setOpened({ kind: 'form', id: null })}>{t('positions.add')}</Button>
  ) : null;

  const card = (position: PositionRecord) => (
    <Card
      key={position.id}
      heading={position.name}
      headingLevel={2}
      actions={position.removed ? <Badge tone="neutral">{t('positions.removed')}</Badge> : null}
    >
      <Stack space="md" align="start">
        <p className={settingsStyles.note}>
          {t('positions.appliesTo', {
            kinds: position.applicable_to.map((kind) => t(`positions.kinds.${kind}`)).join(', '),
          })}
        </p>
        {position.removed ? null : (
          <Inline space="sm">
            {position.user_can.includes('update') ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('positions.editLabel', position)}
                onPress={() => setOpened({ kind: 'form', id: position.id })}
              >
                {t('positions.edit')}
              </Button>
            ) : null}
            {position.user_can.includes('remove') ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('positions.removeLabel', position)}
                onPress={() => setOpened({ kind: 'remove', id: position.id })}
              >
                {t('positions.remove.action')}
              </Button>
            ) : null}
          </Inline>
        )}
      </Stack>
    </Card>
  );

  const results = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t('positions.loadError')}</ErrorState>;
    return (
      <Tiles as="ul" columns={{ mobile: 1, lg: 2 }} aria-label={t('positions.listLabel')}>
        {positions.map(card)}
      </Tiles>
    );
  };

  return (
    <>
      <ListPage
        header={
          <>
            <SettingsTabs organisationId={organisationId} current="OrgPositions" />
            <PageHeader
              title={t('positions.title')}
              subtitle={t('positions.intro')}
              breadcrumbs={breadcrumbs}
              primaryAction={addButton}
            />
          </>
        }
        count={query.data?.length}
        countLabel={query.data ? t('positions.count', { count: query.data.length }) : undefined}
        emptyState={
          <EmptyState title={t('positions.empty')} action={addButton}>
            {mayCreate ? t('positions.emptyHint') : null}
          </EmptyState>
        }
      >
        {results()}
      </ListPage>
      <Suspense fallback={null}>
        {opened?.kind === 'form' ? (
          <PositionFormModal
            organisationId={organisationId}
            position={positionOf(opened.id)}
            onReload={() => query.refetch()}
            onClose={close}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        isOpen={toRemove !== null}
        title={toRemove ? t('positions.remove.title', toRemove) : undefined}
        confirmLabel={t('positions.remove.confirm')}
        onCancel={close}
        onConfirm={() => {
          if (toRemove === null || remove.isPending) return;
          setRemoveError(null);
          remove.mutate({ params: { id: toRemove.id }, query: { version: toRemove.version } });
        }}
      >
        <Stack space="md">
          <p className={settingsStyles.text}>{t('positions.remove.body')}</p>
          {removeError ? (
            <Alert tone="critical" isLive>
              {removeError}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
