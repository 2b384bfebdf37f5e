export { CreatePage as Page } from './GeolocationPages.tsx';
