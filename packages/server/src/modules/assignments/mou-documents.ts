import type { Asset } from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { CapabilityNotHeldError, NotFoundError } from '../../http/errors.ts';
import { assignmentScope, assignmentUserCan, isAssignmentInScope } from '../../policies/assignment-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { acceptOneFileUploads, openFile, refuseBodyOverLimit } from '../assets/routes.ts';
import type { AssetsService, FileOpener } from '../assets/service.ts';
import { lockAssignment } from './actions-repository.ts';
import { auditOrganisationOf } from './assignment-write.ts';
import { scopedAssignmentOf } from './presenter.ts';
import { findAssignment } from './repository.ts';
import { refusedOutOfScope, today } from './service.ts';

export interface MouDocumentsServiceDependencies {
  db: Kysely<Database>;
  assets: AssetsService;
}

/**
 * An assignment's MOU documents: files kept in the assignment's own list (`mou_document_ids`), read by
 * whoever reads the assignment and added by those whose user_can holds `upload_mou_document`.
 */
export class MouDocumentsService {
  constructor(private readonly deps: MouDocumentsServiceDependencies) {}

  /**
   * Adds the request's file to the MOU documents of assignment `id`. The caller's right is decided
   * before a byte of the file is read (out of scope a logged 404, a reader a 403), and again under the
   * assignment's lock as the link is written, so a right lost meanwhile stores nothing. The file's type
   * and size are checked as for any upload (415, 413). No version is asked: adding a document changes
   * nothing another writer could have read.
   */
  async upload(ctx: RequestContext, id: number, file: FileOpener): Promise<Asset> {
    mayUpload(ctx, id, await findAssignment(this.deps.db, id, today(ctx.clock)));
    return this.deps.assets.uploadLinked(ctx, file, async (trx, assetId, now) => {
      const row = mayUpload(ctx, id, await lockAssignment(trx, id, today(ctx.clock)));
      await trx
        .insertInto('assignment_mou_documents')
        .values({ assignment_id: id, asset_id: assetId })
        .execute();
      await writeAudit(
        trx,
        {
          actorUserId: ctx.actor.userId,
          organisationId: auditOrganisationOf(row),
          entity: 'assignment',
          entityId: id,
          action: 'upload_mou_document',
          before: { mou_document_ids: row.mou_document_ids },
          after: { mou_document_ids: [...row.mou_document_ids, assetId] },
        },
        now,
      );
    });
  }
}

/** The assignment when the caller may add an MOU document to it; else the 404 or 403 to answer. */
function mayUpload<Row extends Parameters<typeof scopedAssignmentOf>[0]>(
  ctx: RequestContext,
  id: number,
  row: Row | undefined,
): Row {
  if (!row) {
    throw new NotFoundError();
  }
  const scope = assignmentScope(ctx.actor);
  const assignment = scopedAssignmentOf(row);
  if (!isAssignmentInScope(scope, assignment)) {
    throw refusedOutOfScope(ctx, id);
  }
  if (!assignmentUserCan(scope, assignment).includes('upload_mou_document')) {
    throw new CapabilityNotHeldError();
  }
  return row;
}

export interface MouDocumentsRoutesOptions {
  mouDocuments: MouDocumentsService;
  /** The largest upload, in KB. */
  maxSizeKb: number;
}

/** `POST /api/assignments/{id}/mou-documents`: one file, multipart, as the asset upload takes it. */
export const mouDocumentsRoutes: FastifyPluginAsync<MouDocumentsRoutesOptions> = async (
  app,
  { mouDocuments, maxSizeKb },
) => {
  await acceptOneFileUploads(app, maxSizeKb);
  serveEndpoint(app, 'uploadAssignmentMouDocument', async (request, reply) => {
    refuseBodyOverLimit(request, maxSizeKb);
    const asset = await mouDocuments.upload(await request.context(), request.params.id, () =>
      openFile(request),
    );
    return reply.code(201).send(asset);
  });
};
