export { ShowPage as Page } from './GeolocationPages.tsx';
