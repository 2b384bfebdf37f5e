import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The branding a storybook test project renders its stories in. */
    brand: 'default' | 'cx';
  }
}

declare module 'virtual:/@storybook/builder-vite/project-annotations.js' {
  import type { ProjectAnnotations } from 'storybook/internal/types';
  export function getProjectAnnotations(): ProjectAnnotations<never>;
}
