/** A choice field offers a search box from this many options on (spec 02 §5 and §9). */
export const searchThreshold = 14;

/** Whether a choice field with `optionCount` options shows its search box. */
export const showsSearch = (optionCount: number, isSearchForced = false) =>
  isSearchForced || optionCount >= searchThreshold;

/** An option of a choice field (spec 02 §3): the stored value and the label shown. */
export interface ChoiceOption {
  value: string;
  label: string;
}
