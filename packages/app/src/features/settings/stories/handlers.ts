import type {
  AcceptSuggestedTaskBody,
  CreatePositionBody,
  CreateWorkflowTemplateBody,
  PositionRecord,
  UpdatePositionBody,
  UpdateWorkflowTemplateBody,
  WorkflowTemplate,
} from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

const apiError = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ code, message, errors, requestId: 'story' }, { status });

const stale = (version: number) =>
  apiError(
    409,
    'stale_version',
    'Someone else changed this record since you opened it: reload it and try again.',
    {
      version: [`is ${version} now`],
    },
  );

const notFound = () => apiError(404, 'not_found', 'Not found');

export interface SettingsServerState {
  positions?: PositionRecord[];
  templates?: WorkflowTemplate[];
  suggested?: WorkflowTemplate[];
  /**
   * How many template edits meet a change someone else saved just before: each moves the stored version on
   * and is answered 409, so reloading reads the newer version and the edit then goes through.
   */
  changedMeanwhile?: number;
  /**
   * Fields a template edit is refused on (422), by the server's path, with its message: the rules the
   * browser cannot check (a position removed meanwhile).
   */
  refusedFields?: Record<string, string>;
}

/**
 * The settings calls as the server answers them, over copies of the given records that the writes change:
 * positions of organisation 3 (a taken live name is a 422, a stale version a 409, removing marks removed),
 * its workflow templates (created whole; a suggested task accepted into a stage once, versioned; edited
 * whole, kept stages and tasks by id, a stale version a 409; archived, then listed with `include_archived`
 * only) and the suggested templates. `onWrite` sees each write's method and path.
 */
export function settingsServer(state: SettingsServerState, onWrite: (call: string) => void = () => {}) {
  const positions = structuredClone(state.positions ?? []);
  const templates = structuredClone(state.templates ?? []);
  const suggested = structuredClone(state.suggested ?? []);
  let changedMeanwhile = state.changedMeanwhile ?? 0;
  let nextId = 5000;
  const nameTaken = (name: string, except?: number) =>
    positions.some(
      (each) => !each.removed && each.id !== except && each.name.toLowerCase() === name.toLowerCase(),
    );
  const taken = () =>
    apiError(422, 'validation_failed', 'The request is not valid', {
      name: ['is already the name of another position of this organisation'],
    });
  const written = (request: Request) => onWrite(`${request.method} ${new URL(request.url).pathname}`);

  return [
    http.get(mswPath('listPositions', { org_id: 3 }), ({ request }) => {
      const withRemoved = new URL(request.url).searchParams.get('include_removed') === 'true';
      return HttpResponse.json(positions.filter((each) => withRemoved || !each.removed));
    }),
    http.post(mswPath('createPosition', { org_id: 3 }), async ({ request }) => {
      written(request);
      const body = (await request.json()) as CreatePositionBody;
      if (nameTaken(body.name)) return taken();
      const created: PositionRecord = {
        id: nextId++,
        ...body,
        organisation_id: 3,
        removed: false,
        version: 1,
        user_can: ['update', 'remove'],
      };
      positions.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(mswPath('updatePosition'), async ({ request, params }) => {
      written(request);
      const index = positions.findIndex((each) => each.id === Number(params.id));
      const current = positions[index];
      if (!current) return notFound();
      const { version, ...changes } = (await request.json()) as UpdatePositionBody;
      if (version !== current.version) return stale(current.version);
      if (changes.name !== undefined && nameTaken(changes.name, current.id)) return taken();
      positions[index] = { ...current, ...changes, version: current.version + 1 };
      return HttpResponse.json(positions[index]);
    }),
    http.delete(mswPath('removePosition'), ({ request, params }) => {
      written(request);
      const index = positions.findIndex((each) => each.id === Number(params.id));
      const current = positions[index];
      if (!current) return notFound();
      const version = Number(new URL(request.url).searchParams.get('version'));
      if (version !== current.version) return stale(current.version);
      positions[index] = { ...current, removed: true, version: current.version + 1, user_can: [] };
      return HttpResponse.json(positions[index]);
    }),
    http.get(mswPath('listWorkflowTemplates', { org_id: 3 }), ({ request }) => {
      const withArchived = new URL(request.url).searchParams.get('include_archived') === 'true';
      return HttpResponse.json(
        templates
          .filter((each) => withArchived || !each.archived)
          .sort((a, b) => Number(a.archived) - Number(b.archived)),
      );
    }),
    http.get(mswPath('listSuggestedWorkflowTemplates'), () => HttpResponse.json(suggested)),
    http.get(mswPath('getWorkflowTemplate'), ({ params }) => {
      const found = [...templates, ...suggested].find((each) => each.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(mswPath('createWorkflowTemplate', { org_id: 3 }), async ({ request }) => {
      written(request);
      const body = (await request.json()) as CreateWorkflowTemplateBody;
      const created: WorkflowTemplate = {
        id: nextId++,
        organisation_id: 3,
        name: body.name,
        subject_type: body.subject_type,
        is_suggested: false,
        archived: false,
        version: 1,
        user_can: ['accept_suggested_tasks', 'edit', 'archive'],
        stages: body.stages.map((stage) => ({
          id: nextId++,
          name: stage.name,
          tasks: stage.tasks.map((task) => ({ ...task, id: nextId++, suggested_task_id: null })),
        })),
      };
      templates.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(mswPath('updateWorkflowTemplate'), async ({ request, params }) => {
      written(request);
      const template = templates.find((each) => each.id === Number(params.id));
      if (!template) return notFound();
      const { version, name, stages } = (await request.json()) as UpdateWorkflowTemplateBody;
      if (changedMeanwhile > 0) {
        changedMeanwhile -= 1;
        template.version += 1;
      }
      if (version !== template.version) return stale(template.version);
      if (state.refusedFields) {
        return apiError(422, 'validation_failed', 'The request is not valid', {
          ...Object.fromEntries(
            Object.entries(state.refusedFields).map(([field, message]) => [field, [message]]),
          ),
        });
      }
      const stored = template.stages.flatMap((stage) => stage.tasks);
      if (name !== undefined) template.name = name;
      if (stages !== undefined) {
        template.stages = stages.map((stage) => ({
          id: stage.id ?? nextId++,
          name: stage.name,
          tasks: stage.tasks.map((task) => ({
            ...task,
            id: task.id ?? nextId++,
            suggested_task_id: stored.find((each) => each.id === task.id)?.suggested_task_id ?? null,
          })),
        }));
      }
      template.version += 1;
      return HttpResponse.json(template);
    }),
    http.delete(mswPath('archiveWorkflowTemplate'), ({ request, params }) => {
      written(request);
      const template = templates.find((each) => each.id === Number(params.id));
      if (!template) return notFound();
      const version = Number(new URL(request.url).searchParams.get('version'));
      if (version !== template.version) return stale(template.version);
      Object.assign(template, { archived: true, version: template.version + 1, user_can: [] });
      return HttpResponse.json(template);
    }),
    http.put(mswPath('acceptSuggestedTask'), async ({ request, params }) => {
      written(request);
      const template = templates.find((each) => each.id === Number(params.id));
      const source = suggested
        .flatMap((each) => each.stages.flatMap((stage) => stage.tasks))
        .find((each) => each.id === Number(params.task_id));
      if (!template || !source) return notFound();
      const body = (await request.json()) as AcceptSuggestedTaskBody;
      if (body.version !== template.version) return stale(template.version);
      const stage = template.stages.find((each) => each.id === body.stage_id);
      if (!stage)
        return apiError(422, 'validation_failed', 'The request is not valid', {
          stage_id: ['is not a stage of this template'],
        });
      const already = template.stages.some((each) =>
        each.tasks.some((task) => task.suggested_task_id === source.id),
      );
      if (already) return HttpResponse.json(template);
      stage.tasks.push({ ...source, id: nextId++, suggested_task_id: source.id });
      template.version += 1;
      return HttpResponse.json(template);
    }),
  ];
}
