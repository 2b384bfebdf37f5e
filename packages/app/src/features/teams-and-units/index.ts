export {
  geolocationQueryOptions,
  teamQueryOptions,
  teamsQueryOptions,
  unitQueryOptions,
  unitsQueryOptions,
} from './api/teams-and-units-queries.ts';
export { GeolocationForm } from './GeolocationForm.tsx';
export { GeolocationList } from './GeolocationList.tsx';
export { GeolocationView } from './GeolocationView.tsx';
export { TeamOrUnitForm, type TeamOrUnitFormSubject } from './TeamOrUnitForm.tsx';
export { type TeamOrUnitKind, TeamOrUnitList } from './TeamOrUnitList.tsx';
export { TeamOrUnitView } from './TeamOrUnitView.tsx';
export { type TeamOrUnit, useTeamOrUnitActions } from './useTeamOrUnitActions.tsx';
export { teamsAndUnitsNamespace, useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';
