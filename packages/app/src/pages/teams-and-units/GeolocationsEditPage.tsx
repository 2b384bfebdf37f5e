export { EditPage as Page } from './GeolocationPages.tsx';
