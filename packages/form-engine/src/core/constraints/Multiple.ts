/**
 * Multiple: the field holds a list of answers. It checks nothing itself: it changes the
 * shape of the answer, which `isMultiAnswer` in answers.ts decides, phone-number and position-assignment
 * fields excepted.
 */
export const evaluate = () => null;
