import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { TeamOrUnitForm, useTeamsAndUnitsTranslation } from '../../features/teams-and-units/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import type { Kind } from './useRecordOfUrl.ts';

/** TeamsCreate, UnitsCreate (holders of manage_teams, manage_units): a new DRAFT team, or a unit. */
export function CreatePage({ kind }: { kind: Kind }) {
  const { t } = useTeamsAndUnitsTranslation();
  usePageTitle();
  return (
    <PageFrame width="narrow">
      <PageHeader title={t(`form.createTitle.${kind}`)} subtitle={t(`form.createIntro.${kind}`)} />
      <TeamOrUnitForm subject={{ kind, record: null } as Parameters<typeof TeamOrUnitForm>[0]['subject']} />
    </PageFrame>
  );
}
