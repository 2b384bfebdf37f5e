import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { RequestContext } from '../../request-context.ts';
import { lockAssignment } from './actions-repository.ts';
import { auditOrganisationOf } from './assignment-write.ts';
import { today } from './service.ts';

/** A change of a file that may be an assignment's MOU document: a new title, or its deletion. */
export type MouDocumentChange =
  | { kind: 'rename'; before: string; after: string }
  | { kind: 'delete'; title: string };

/**
 * Files the rename or deletion of file `assetId` under each assignment that keeps it as an MOU document
 * (`assignment.mou_document.rename|delete`), in the transaction `trx` of the change, so the assignment's
 * history says who changed its MOU documents as it says who uploaded them. Called before a deletion, while
 * the link still names the assignment; a file that is no MOU document writes nothing.
 */
export async function auditMouDocumentChange(
  trx: Kysely<Database>,
  ctx: Pick<RequestContext, 'actor' | 'clock'>,
  assetId: number,
  change: MouDocumentChange,
  now: Date,
): Promise<void> {
  const links = await trx
    .selectFrom('assignment_mou_documents')
    .select('assignment_id')
    .where('asset_id', '=', assetId)
    .orderBy('assignment_id')
    .execute();
  for (const { assignment_id: id } of links) {
    // Locked like an upload's, so two changes of one assignment's documents are filed in order.
    const row = await lockAssignment(trx, id, today(ctx.clock));
    if (!row) continue;
    const values =
      change.kind === 'rename'
        ? {
            before: { mou_document_id: assetId, title: change.before },
            after: { mou_document_id: assetId, title: change.after },
          }
        : {
            before: { mou_document_ids: row.mou_document_ids, title: change.title },
            after: { mou_document_ids: row.mou_document_ids.filter((documentId) => documentId !== assetId) },
          };
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actor.userId,
        organisationId: auditOrganisationOf(row),
        entity: 'assignment',
        entityId: id,
        action: `mou_document.${change.kind}`,
        ...values,
      },
      now,
    );
  }
}
