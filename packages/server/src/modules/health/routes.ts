import { type Health, healthSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ZodTypeProvider } from '../../http/zod.ts';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

/** `GET /api/health`: up, and the database answers. Public, for load balancers and the README's check. */
export const healthRoutes: FastifyPluginAsync<
  HealthRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { database }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: healthSchema } } },
    async (): Promise<Health> => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: database.kind };
    },
  );
};
