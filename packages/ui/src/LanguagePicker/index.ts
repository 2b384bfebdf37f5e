export type { LanguagePickerProps, LanguageSkill } from './LanguagePicker.tsx';
export { LanguagePicker } from './LanguagePicker.tsx';
