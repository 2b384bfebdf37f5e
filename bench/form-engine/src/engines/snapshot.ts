/** What an engine shows for some data: the visible questions and those with an error, sorted. */
export interface EngineSnapshot {
  visible: string[];
  errors: string[];
}

/** The hooks every engine's page exposes on `window.bench` for the harness. */
export interface BenchPage {
  /** The engine's own model, loaded with the data: what it would show. */
  snapshot(data: Record<string, unknown>): EngineSnapshot;
  /** Model-only: the mean ms to re-evaluate the hub's dependants after a change, over `iterations`. */
  visibilityMs(pages: number, iterations: number): number;
}
