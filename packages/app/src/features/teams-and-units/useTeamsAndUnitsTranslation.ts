import { useTranslation } from 'react-i18next';

/** The namespace of the teams, units and geolocations screens. */
export const teamsAndUnitsNamespace = 'teamsAndUnits';

/** `t` bound to the teams-and-units namespace. */
export const useTeamsAndUnitsTranslation = () => useTranslation(teamsAndUnitsNamespace);
