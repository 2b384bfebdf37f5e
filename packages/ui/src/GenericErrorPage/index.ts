export type { GenericErrorPageProps } from './GenericErrorPage.tsx';
export { GenericErrorPage } from './GenericErrorPage.tsx';
