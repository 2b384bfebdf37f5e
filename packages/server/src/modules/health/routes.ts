import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { serveEndpoint } from '../../http/endpoint-route.ts';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

/** Up, and the database answers. Public, for load balancers and the README's check. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { database }) => {
  serveEndpoint(app, 'health', async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok' as const, database: database.kind };
  });
};
