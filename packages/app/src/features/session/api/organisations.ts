import { referenceListQueryOptions } from '../../reference-data/index.ts';

/** Every organisation: a reference list, loaded at start-up on every page. */
export const organisationsQueryOptions = referenceListQueryOptions('organisations');
