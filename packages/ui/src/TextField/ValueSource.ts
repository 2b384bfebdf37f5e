/**
 * A value held outside React (a form store): the input reads it itself and re-renders alone when it
 * changes, so a keystroke never renders the label, descriptions or errors around it.
 */
export interface ValueSource<Value> {
  get(): Value;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
