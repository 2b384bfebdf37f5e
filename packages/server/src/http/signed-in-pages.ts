import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRenderWorkerCode } from './page-render-worker.ts';

/** Where the app's build puts its renderer for Node (packages/app/build/prerender-pages.ts). */
export const rendererFolder = 'server-render';
const rendererModule = join(rendererFolder, 'index.mjs');
/** The build's list of the pages the renderer renders: `[{ path: '/orgs/:org_id/dashboard', document }]`. */
const pageListFile = join(rendererFolder, 'pages.json');

interface RenderedPage {
  /** The page's path in the app's route table, `:name` standing for a parameter. */
  path: string;
  /** The document the build wrote for it, beside the renderer. */
  document: string;
}

/** Whether a request's path is the page's: its segments, any value in a parameter's place. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);

/** A render that takes longer is given up, and the visitor gets index.html. */
const renderTimeoutMs = 10_000;

/** How long the renderer stays up after its last render, before it stops and gives its memory back. */
const defaultIdleStopMs = 5 * 60_000;

type WorkerMessage =
  | { type: 'call'; renderId: number; callId: number; url: string; language: string }
  | { type: 'rendered'; renderId: number; html: string | null }
  | { type: 'failed'; renderId: number; error: string };

interface Render {
  /** The visitor's request, whose cookies the render's API calls carry. */
  request: FastifyRequest;
  /** The worker rendering it: when that one stops, the render fails. */
  thread: Worker;
  settle(outcome: { html: string | null } | { error: Error }): void;
}

const modifiedTime = async (file: string): Promise<number | undefined> => {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Renders the signed-in pages the app's build gives a renderer for (the member's My AIM dashboard) on the
 * server, so that a phone shows the page as soon as its HTML arrives instead of after the app's scripts,
 * the session and the page's data have loaded one after another. The app then renders the same page in
 * its place.
 *
 * The renderer runs in a worker thread, so that a render (tens of milliseconds of React) never holds up
 * the API's other requests; its API calls come back here and are answered through this server's own
 * routes with the visitor's cookies, as the browser's would be (scoping, guards and all). `render`
 * answers undefined, and the caller sends index.html, for any other address (one the build wrote no
 * document for, which never reaches the renderer), for a visitor the app would
 * send elsewhere, while the app is not built, and when the render fails or takes too long (logged): the
 * app in the browser then does what it always does. A new build (a new modification time) is imported
 * afresh.
 *
 * The worker starts with the first page asked for and stops once it has rendered nothing for
 * `idleStopMs`, so that a server few visitors ask a page of (or one that answers API calls alone) does
 * not hold the renderer's memory (tens of megabytes); a page asked for then waits for the import.
 */
export const signedInPageRenderer = (
  app: FastifyInstance,
  appDist: string,
  { idleStopMs = defaultIdleStopMs }: { idleStopMs?: number } = {},
) => {
  const file = join(appDist, rendererModule);
  const renders = new Map<number, Render>();
  let lastRenderId = 0;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (renders.size > 0 || worker === undefined) return;
      const idle = worker;
      worker = undefined;
      idle.terminate().catch(() => {});
    }, idleStopMs);
    idleTimer.unref();
  };

  const answerCall = async (
    to: Worker,
    { renderId, callId, url, language }: Extract<WorkerMessage, { type: 'call' }>,
  ) => {
    const cookie = renders.get(renderId)?.request?.headers.cookie;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(cookie === undefined ? {} : { cookie }),
      },
    });
    to.postMessage({
      type: 'answer',
      callId,
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      body: new Uint8Array(answer.rawPayload),
    });
  };

  const started = () => {
    if (worker !== undefined) return worker;
    const thread = new Worker(pageRenderWorkerCode, {
      eval: true,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
    });
    thread.unref();
    thread.on('message', (message: WorkerMessage) => {
      if (message.type === 'call') {
        answerCall(thread, message).catch((error: unknown) =>
          renders.get(message.renderId)?.settle({ error: error as Error }),
        );
        return;
      }
      renders
        .get(message.renderId)
        ?.settle(message.type === 'rendered' ? { html: message.html } : { error: new Error(message.error) });
    });
    const stopped = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const render of renders.values()) if (render.thread === thread) render.settle({ error });
    };
    thread.on('error', stopped);
    thread.on('exit', (code) => stopped(new Error(`The page renderer stopped (exit code ${code})`)));
    worker = thread;
    return thread;
  };

  const run = (built: number, request: FastifyRequest) =>
    new Promise<string | null>((resolve, reject) => {
      const renderId = ++lastRenderId;
      const timer = setTimeout(
        () =>
          renders.get(renderId)?.settle({ error: new Error(`The render of ${request.url} took too long`) }),
        renderTimeoutMs,
      );
      clearTimeout(idleTimer);
      const thread = started();
      renders.set(renderId, {
        request,
        thread,
        settle: (outcome) => {
          clearTimeout(timer);
          renders.delete(renderId);
          if (renders.size === 0) stopWhenIdle();
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.html);
        },
      });
      thread.postMessage({
        type: 'render',
        renderId,
        moduleUrl: `${pathToFileURL(file).href}?built=${built}`,
        url: request.url,
      });
    });

  /** The page list of the build on disk, read again when a new build replaces it. */
  let pageList: { built: number; pages: { pattern: RegExp; document: string }[] } | undefined;
  const pagesOf = async (built: number) => {
    if (pageList?.built !== built) {
      const listed = JSON.parse(await readFile(join(appDist, pageListFile), 'utf8')) as RenderedPage[];
      pageList = {
        built,
        pages: listed.map(({ path, document }) => ({ pattern: pathPattern(path), document })),
      };
    }
    return pageList.pages;
  };

  return {
    async render(request: FastifyRequest): Promise<string | undefined> {
      const { pathname } = new URL(request.url, 'http://localhost');
      try {
        const built = await modifiedTime(file);
        if (built === undefined) return undefined;
        // Only the addresses of the pages the build wrote a document for reach the worker.
        const page = (await pagesOf(built)).find(({ pattern }) => pattern.test(pathname));
        if (page === undefined) return undefined;
        if ((await modifiedTime(join(appDist, rendererFolder, page.document))) === undefined)
          return undefined;
        return (await run(built, request)) ?? undefined;
      } catch (error) {
        request.log.error({ err: error }, `Could not render ${request.url} on the server`);
        return undefined;
      }
    },
    async close() {
      clearTimeout(idleTimer);
      await worker?.terminate();
    },
  };
};
