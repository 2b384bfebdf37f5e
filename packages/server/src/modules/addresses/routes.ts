import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { AddressesService } from './service.ts';

export interface AddressesRoutesOptions {
  addresses: AddressesService;
}

/**
 * The create and update of the address form, whose answers come bare, an update by PATCH. Any signed-in
 * user may call them; the service keeps each to the people the caller may edit.
 */
export const addressesRoutes: FastifyPluginAsync<AddressesRoutesOptions> = async (app, { addresses }) => {
  serveEndpoint(app, 'createAddress', async (request, reply) => {
    const created = await addresses.create(await request.context(), request.body, request.query);
    return reply.code(201).send(created);
  });

  serveEndpoint(app, 'updateAddress', async (request) =>
    addresses.update(await request.context(), request.params.id, request.body),
  );
};
