export type { MobiliseProviderProps, UiTexts } from './MobiliseProvider.tsx';
export { MobiliseProvider } from './MobiliseProvider.tsx';
