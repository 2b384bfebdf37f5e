import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type EndpointName,
  type EndpointRoute,
  type EndpointSchemas,
  endpointNames,
  endpointRoutes,
  endpointSchemas,
  errorStatusesOf,
} from '@mobilise/contract';
import Fastify from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from '../../http/zod.ts';
import { docsRoutes } from './routes.ts';

/** Runs a program in `cwd` and gives back its exit code and output, whether it succeeds or not. */
function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The folder of the workspace, whose node_modules holds the repository's own tsc. */
function workspaceRoot() {
  let folder = import.meta.dirname;
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    if (dirname(folder) === folder) throw new Error('no pnpm-workspace.yaml above this test');
    folder = dirname(folder);
  }
  return folder;
}

const pointerOf = (route: EndpointRoute) =>
  `#/paths/${route.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${route.method.toLowerCase()}/responses`;

/**
 * What the document's clients do with it: a linter reads it as any OpenAPI tool would, and a generator
 * turns it into TypeScript that must compile. Both run on the document as /api/docs serves it, from
 * node_modules, without the network.
 */
describe('the served OpenAPI document, read by OpenAPI tools', () => {
  let folder: string;
  let documentFile: string;
  let document: OpenAPI3;
  beforeAll(async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(docsRoutes);
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    await app.close();
    expect(response.statusCode).toBe(200);
    document = response.json();
    folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    documentFile = join(folder, 'openapi.json');
    await writeFile(documentFile, response.body);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules without an error, its warnings only the ones redocly.yaml explains", async () => {
    const cli = join(
      dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    const config = join(import.meta.dirname, 'redocly.yaml');
    // Neither usage data nor a check for a newer version: the lint reads local files only.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { code, stdout, stderr } = await run(
      process.execPath,
      [cli, 'lint', '--config', config, '--format=json', '--max-problems=1000', documentFile],
      folder,
      env,
    );
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      ({ severity, ruleId, location }) => `${severity} ${ruleId} ${location[0]?.pointer}`,
    );
    expect(report.totals.errors, problems.join('\n')).toBe(0);

    // The warnings redocly.yaml keeps on purpose: a call that only redirects has no 2XX, and a public
    // GET without inputs has no client error.
    const expected = endpointNames.flatMap((name: EndpointName) => {
      const route: EndpointRoute = endpointRoutes[name];
      const schemas: EndpointSchemas = endpointSchemas[name];
      const errors = errorStatusesOf(name, {
        hasParams: Boolean(schemas.params),
        hasQuery: Boolean(schemas.query),
        hasBody: Boolean(schemas.body),
      });
      return [
        ...(Object.keys(schemas.responses).some((status) => status.startsWith('2'))
          ? []
          : [`warn operation-2xx-response ${pointerOf(route)}`]),
        ...(errors.length > 0 ? [] : [`warn operation-4xx-response ${pointerOf(route)}`]),
      ];
    });
    expect(problems.sort()).toEqual(expected.sort());
  });

  it('generates TypeScript with openapi-typescript that compiles strictly and types the answers', async () => {
    const ast = await openapiTS(document, {
      silent: true,
      // openapi-typescript writes a union that holds an array of itself (a JSON value) as an indexed
      // access into `components`, which TypeScript cannot resolve ("referenced directly or indirectly
      // in its own type annotation"). A named recursive alias says the same and compiles.
      transform: (_schema, { path }) =>
        path === '#/components/schemas/AnswerValue'
          ? ts.factory.createTypeReferenceNode('JsonValue')
          : undefined,
    });
    const source = `${astToString(ast)}
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

// The generated types are precise where the document is: none of these reads as "any value".
export const unknownNode: components['schemas']['FormNode'] = { type: 'Unknown', unknownType: 'Carousel' };
// @ts-expect-error a form node is an object of a known shape
export const notANode: components['schemas']['FormNode'] = 42;
export const answer: components['schemas']['AnswerValue'] = { lines: ['a', 1, [true, null]] };
// @ts-expect-error an answer is JSON, and a function is none
export const notAnAnswer: components['schemas']['AnswerValue'] = { line: () => 'a' };
export const csv: operations['exportPersonProfiles']['responses'][200]['content']['text/csv'] = 'id,name';
export const next: operations['logout']['responses'][302]['headers']['Location'] = '/login';
export const noBody: operations['completeOnboarding']['responses'][204]['content'] = undefined;
export const tooMany: operations['login']['responses'][429]['content']['application/json'] = {
  code: 'rate_limited',
  message: 'Too many attempts',
  requestId: 'r1',
};
`;
    const file = join(folder, 'api.ts');
    await writeFile(file, source);
    const tsc = join(workspaceRoot(), 'node_modules/.bin/tsc');
    // Run in the temporary folder, where no tsconfig.json applies: the file alone, with the flags given.
    const { code, stdout, stderr } = await run(
      tsc,
      ['--noEmit', '--skipLibCheck', 'false', '--strict', file],
      folder,
    );
    expect(`${stdout}${stderr}`).toBe('');
    expect(code).toBe(0);
  });
});
