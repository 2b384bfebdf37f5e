export type { ToastMessage, ToastRegionProps } from './Toast.tsx';
export { createToastQueue, ToastRegion, toastQueue, toastTimeoutMs, toastTones } from './Toast.tsx';
