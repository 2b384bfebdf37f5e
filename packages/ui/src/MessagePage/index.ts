export type { MessagePageProps } from './MessagePage.tsx';
export { MessagePage, messageTextClass } from './MessagePage.tsx';
