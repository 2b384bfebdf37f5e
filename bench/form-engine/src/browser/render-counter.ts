import { type Fiber, getDisplayName, instrument, isCompositeFiber, traverseRenderedFibers } from 'bippy';

// Loaded before react-dom in the counting build (plan D.4 M3): every commit's rendered composite
// components, and the "roots": rendered components whose nearest composite parent did not render,
// i.e. the components an update started from.

export interface RenderCount {
  composites: number;
  roots: number;
  names: Record<string, number>;
  rootNames: Record<string, number>;
}

declare global {
  interface Window {
    renderCount: RenderCount;
    resetRenderCount(): void;
  }
}

const fresh = (): RenderCount => ({ composites: 0, roots: 0, names: {}, rootNames: {} });
window.renderCount = fresh();
window.resetRenderCount = () => {
  window.renderCount = fresh();
};

const compositeParent = (fiber: Fiber): Fiber | null => {
  let parent = fiber.return;
  while (parent && !isCompositeFiber(parent)) parent = parent.return;
  return parent;
};

instrument({
  onCommitFiberRoot(_rendererId, root) {
    const rendered = new Set<Fiber>();
    traverseRenderedFibers(root.current, (fiber: Fiber) => {
      if (isCompositeFiber(fiber)) rendered.add(fiber);
    });
    const count = window.renderCount;
    for (const fiber of rendered) {
      count.composites++;
      const parent = compositeParent(fiber);
      const name = getDisplayName(fiber.type) ?? 'Anonymous';
      if (!parent || (!rendered.has(parent) && !(parent.alternate && rendered.has(parent.alternate)))) {
        count.roots++;
        count.rootNames[name] = (count.rootNames[name] ?? 0) + 1;
      }
      count.names[name] = (count.names[name] ?? 0) + 1;
    }
  },
});
