export type { Organisation, OrganisationSwitcherProps } from './OrganisationSwitcher.tsx';
export { OrganisationSwitcher } from './OrganisationSwitcher.tsx';
