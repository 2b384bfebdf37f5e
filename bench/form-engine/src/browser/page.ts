import type { BenchPage } from '../engines/snapshot.ts';
import type { FormSpec } from '../spec/types.ts';

declare global {
  interface Window {
    /** The generated form, loaded by spec.js before the engine's bundle. */
    benchSpec: FormSpec;
    bench: BenchPage;
  }
}

export const pageSpec = (): FormSpec => window.benchSpec;

/** The engine's mount point. */
export const rootElement = (): HTMLElement => {
  const element = document.getElementById('root');
  if (!element) throw new Error('the bench page has no #root');
  return element;
};

export const exposeBench = (page: BenchPage) => {
  window.bench = page;
};
