export type { StackAlign, StackProps } from './Stack.tsx';
export { Stack, stackAligns } from './Stack.tsx';
