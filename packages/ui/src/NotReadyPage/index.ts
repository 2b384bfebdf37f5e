export type { NotReadyPageProps } from './NotReadyPage.tsx';
export { NotReadyPage } from './NotReadyPage.tsx';
