import {
  addressPersonQuerySchema,
  addressRecordSchema,
  createAddressBodySchema,
  createdResponseSchema,
  idParamsSchema,
  updateAddressBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import type { AddressesService } from './service.ts';

export interface AddressesRoutesOptions {
  addresses: AddressesService;
}

/**
 * The create and update of the address form, whose answers come bare, an update by PATCH (spec 02 §7).
 * Any signed-in user may call them; the service keeps each to the people the caller may edit.
 */
export const addressesRoutes: FastifyPluginAsync<
  AddressesRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { addresses }) => {
  app.post(
    '/addresses',
    {
      schema: {
        querystring: addressPersonQuerySchema,
        body: createAddressBodySchema,
        response: { 201: createdResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await addresses.create(
        await request.actor(),
        request.body,
        request.query,
        requestLanguage(request),
        request.log,
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/addresses/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: addressRecordSchema },
      },
    },
    async (request) =>
      addresses.update(
        await request.actor(),
        request.params.id,
        request.body,
        requestLanguage(request),
        request.log,
      ),
  );
};
