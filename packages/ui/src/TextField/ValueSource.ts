/**
 * A value held outside React (a form store): the input reads it itself and shows its changes without
 * rendering, so a keystroke never renders the label, descriptions or errors around it, nor the input.
 */
export interface ValueSource<Value> {
  get(): Value;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
