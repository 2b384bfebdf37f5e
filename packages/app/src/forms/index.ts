export type { EntityFormProps } from './EntityForm.tsx';
export { EntityForm } from './EntityForm.tsx';
export type { BlankFormQuery, CreateQuery } from './entity-form-calls.ts';
export { entityFormSender, entityFormTemplateQuery, saveResultOf } from './entity-form-calls.ts';
export type { EntityFormSourceOptions } from './useEntityFormSource.ts';
export { useEntityFormSource } from './useEntityFormSource.ts';
