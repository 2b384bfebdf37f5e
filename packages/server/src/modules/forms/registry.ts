import type {
  BlankFormQuery,
  CreatableFormEntity,
  FormTemplate,
  LeaveFormQuery,
  RecordForm,
} from '@mobilise/contract';
import type { RequestContext } from '../../request-context.ts';

/**
 * The forms of one entity: the blank template a create starts from and the template of a
 * record with its stored answers. Each domain module supplies its own from its `forms.ts`; the forms
 * routes serve every one registered.
 */
export interface EntityForms {
  /** The path segment of the entity's calls, e.g. `person-profiles`. */
  entity: CreatableFormEntity;
  /** The query names the organisation the record is for, or (leave and travel) the person. */
  blankForm(ctx: RequestContext, query: Partial<BlankFormQuery & LeaveFormQuery>): Promise<FormTemplate>;
  /** A record out of the caller's scope is a 404, like an unknown one. */
  recordForm(ctx: RequestContext, id: number): Promise<RecordForm>;
}
