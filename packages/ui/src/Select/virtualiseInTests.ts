/**
 * Imported by stories for its side effect. With NODE_ENV 'test' (vitest), react-stately's virtualizer
 * reads `process.env.VIRT_ON`, which browsers lack (a ReferenceError), and without it renders every
 * item. Setting it makes the story tests render the list virtualised, exactly as the app does.
 * A `define: { 'process.env.VIRT_ON': '"1"' }` in the storybook test projects would make this unneeded.
 */
const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
scope.process ??= { env: {} };
scope.process.env.VIRT_ON ??= '1';
