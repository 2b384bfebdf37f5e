/**
 * "Avatar lists: first shown, then +count when more than 2". With one or two people every
 * avatar shows (a "+1" would take the place of the one avatar it hides); with three or more, only the
 * first shows, followed by "+N" for the rest.
 */
export const avatarListLimit = 2;

export const visibleAvatars = <Person>(people: readonly Person[]) =>
  people.length > avatarListLimit
    ? { shown: people.slice(0, 1), hiddenCount: people.length - 1 }
    : { shown: [...people], hiddenCount: 0 };
