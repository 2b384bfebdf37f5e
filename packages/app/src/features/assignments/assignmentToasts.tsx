import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toasts load when first needed: most visits change nothing, and the page's first load should not
// carry their overlay.
const toast = () => import('@mobilise/ui/Toast');
const ToastRegion = lazy(() => toast().then((module) => ({ default: module.ToastRegion })));

let hasToasted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Says a write of the assignment page went through, in the page's one toast region. */
export async function toastAssignmentDone(title: string): Promise<void> {
  const { toastQueue, toastTimeoutMs } = await toast();
  if (!hasToasted) {
    hasToasted = true;
    for (const listener of listeners) listener();
  }
  toastQueue.add({ title, tone: 'positive' }, { timeout: toastTimeoutMs });
}

/**
 * The toast region of the assignment page's writes (the header's actions, the offer, the logistics
 * plan): the app mounts none of its own yet, and two would show each toast twice, so the page mounts
 * this one once something has been said.
 */
export function AssignmentToastRegion() {
  const shown = useSyncExternalStore(subscribe, () => hasToasted);
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
