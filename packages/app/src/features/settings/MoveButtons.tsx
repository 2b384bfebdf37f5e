import { Button } from '@mobilise/ui/Button';

export interface MoveButtonsProps {
  /** Where the item stands in its list, from 0. */
  index: number;
  /** How many items the list holds. */
  count: number;
  /** The buttons' texts, and the labels that name the item for a screen reader. */
  texts: { up: string; upLabel: string; down: string; downLabel: string };
  /** Moves the item one place earlier (-1) or later (1). */
  onMove: (by: -1 | 1) => void;
}

/** "Move up" and "Move down" for an item of an ordered list, each shown only where there is a neighbour. */
export function MoveButtons({ index, count, texts, onMove }: MoveButtonsProps) {
  return (
    <>
      {index > 0 ? (
        <Button variant="tertiary" size="sm" aria-label={texts.upLabel} onPress={() => onMove(-1)}>
          {texts.up}
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button variant="tertiary" size="sm" aria-label={texts.downLabel} onPress={() => onMove(1)}>
          {texts.down}
        </Button>
      ) : null}
    </>
  );
}
