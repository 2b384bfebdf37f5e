/** A choice field offers a search box from this many options on. */
export const searchThreshold = 14;

/** Whether a choice field with `optionCount` options shows its search box. */
export const showsSearch = (optionCount: number, isSearchForced = false) =>
  isSearchForced || optionCount >= searchThreshold;

/** An option of a choice field: the stored value and the label shown. */
export interface ChoiceOption {
  value: string;
  label: string;
}
