export { countWords } from './countWords.ts';
export type { TextAreaProps } from './TextArea.tsx';
export { TextArea } from './TextArea.tsx';
