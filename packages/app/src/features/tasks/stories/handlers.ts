import type { Application, TaskInstance } from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';
import { pageOf } from '../../organisation/stories/index.ts';

const serverError = () =>
  HttpResponse.json(
    { code: 'server_error', message: 'Something went wrong', requestId: 'story' },
    { status: 500 },
  );

/** What the task stories' mocked server answers, organisation 3's tasks and the applications asked for by id. */
export const tasksHandlers = {
  tasks: (tasks: TaskInstance[]) =>
    http.get(mswPath('listOrganisationTaskInstances', { org_id: 3 }), () => HttpResponse.json(tasks)),
  /** `onRequest` sees each URL asked for. */
  applications: (applications: Application[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listApplications'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      const ids = url.searchParams.get('id')?.split(',').map(Number) ?? [];
      const asked = applications.filter((application) => ids.includes(application.id));
      return HttpResponse.json(pageOf(asked, 1, Number(url.searchParams.get('per_page') ?? 25)));
    }),
  failingTasks: () => http.get(mswPath('listOrganisationTaskInstances', { org_id: 3 }), serverError),
  loadingTasks: () =>
    http.get(mswPath('listOrganisationTaskInstances', { org_id: 3 }), async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
};
