import { generateSpec } from './generate.ts';
import { mulberry32 } from './random.ts';

export const benchSeed = 42;

/** The one form every engine is measured on. */
export const benchSpec = () => generateSpec(mulberry32(benchSeed), benchSeed);
