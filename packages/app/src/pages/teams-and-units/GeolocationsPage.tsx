export { ListPage as Page } from './GeolocationPages.tsx';
