import type { Kysely } from 'kysely';
import { jsonb } from '../db/json.ts';
import type { Database } from '../db/schema.ts';

export interface AuditEntry {
  /** Who wrote; null for a write nobody signed in made (a registration finds its user afterwards). */
  actorUserId: number | null;
  organisationId?: number | null;
  entity: string;
  entityId: number | string;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Keys whose values never reach the audit log, whatever a caller passes (C5). */
const secretKey = /password|hash|token|secret|cookie|session_?id/i;

/**
 * Writes one audit row. Call it with the transaction of the write it records, so that both commit or
 * neither does (C4). Values under secret-looking keys are replaced by "[redacted]".
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      organisation_id: entry.organisationId ?? null,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      before: entry.before ? jsonb(redactSecrets(entry.before)) : null,
      after: entry.after ? jsonb(redactSecrets(entry.after)) : null,
      at,
    })
    .execute();
}

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(redactSecrets);
  }
  if (value instanceof Date || value === null || typeof value !== 'object') {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretKey.test(key) ? '[redacted]' : redactSecrets(item),
    ]),
  );
}
