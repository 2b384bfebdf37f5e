export type { SearchBoxProps } from './SearchBox.tsx';
export { NoMatches, SearchBox } from './SearchBox.tsx';
export type { ChoiceOption } from './searchThreshold.ts';
export { searchThreshold, showsSearch } from './searchThreshold.ts';
