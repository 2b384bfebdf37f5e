import type { FormTemplate } from '@mobilise/contract';
import { useEffect, useState } from 'react';
import { createFormStore, type FormStore, type FormStoreOptions, systemClock } from '../../core/index.ts';

export type UseFormStoreOptions = Omit<FormStoreOptions, 'clock'> & Partial<Pick<FormStoreOptions, 'clock'>>;

/**
 * The form's store for one template, made once and disposed with the component. Options are read when
 * the store is made; a new template makes a new store.
 */
export function useFormStore(template: FormTemplate, options: UseFormStoreOptions): FormStore {
  const [made, setMade] = useState(() => ({
    template,
    store: createFormStore(template, { clock: systemClock, ...options }),
  }));
  let current = made;
  if (made.template !== template) {
    current = { template, store: createFormStore(template, { clock: systemClock, ...options }) };
    setMade(current);
  }
  const { store } = current;
  useEffect(() => () => store.dispose(), [store]);
  return store;
}
