/** The pop-up lists this many positions, then "+ N more". */
export const personCardPositionLimit = 3;

export const visiblePositions = <Position>(positions: readonly Position[]) => ({
  shown: positions.slice(0, personCardPositionLimit),
  moreCount: Math.max(0, positions.length - personCardPositionLimit),
});
