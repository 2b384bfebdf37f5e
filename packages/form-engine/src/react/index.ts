export type { FieldSources, LoadLookupChoices, LookupChoice } from './FormContext.ts';
export type { FormRendererProps } from './FormRenderer.tsx';
export { FormRenderer } from './FormRenderer.tsx';
export type { FieldInputProps } from './fields/FieldInputProps.ts';
export {
  fieldInputLoaders,
  fieldInputOf,
  preloadFieldInputs,
  UnknownFieldTypeError,
} from './fields/fieldRegistry.ts';
export { formInitWaitMs, positionAssignmentLoadWaitMs } from './hooks/formTiming.ts';
export type { UseFormStoreOptions } from './hooks/useFormStore.ts';
export { useFormStore } from './hooks/useFormStore.ts';
export { pageOfHash } from './hooks/usePageHash.ts';
export type { LoadPositionAssignmentOptions } from './hooks/usePositionAssignmentOptions.ts';
export { formLocaleLoaders, formNamespace } from './i18n/namespace.ts';
export { assetFallbackMaxSizeKb, uploadLimitsOf } from './nodes/Asset.tsx';
export type { FormSource, FormTemplateLoad, TemplatedFormProps } from './TemplatedForm.tsx';
export { TemplatedForm } from './TemplatedForm.tsx';
