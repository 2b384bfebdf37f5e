import type { Kysely } from 'kysely';
import { organisationExists } from '../db/organisation-exists.ts';
import type { Database } from '../db/schema.ts';
import type { SettingsAccess } from '../policies/organisation-settings-access.ts';
import type { RequestContext } from '../request-context.ts';
import { CapabilityNotHeldError, NotFoundError } from './errors.ts';

/**
 * Refuses what `access` does not allow for `need`: no reach, or an unknown organisation, is a 404 (the
 * first logged, Z1); a caller who knows the organisation but may not do this gets a 403. Answers the
 * access, for the records' user_can.
 */
export async function reachOrganisationSettings(
  db: Kysely<Database>,
  { actor, log }: Pick<RequestContext, 'actor' | 'log'>,
  setting: { name: string; organisationId: number; access: SettingsAccess; need: 'read' | 'manage' },
): Promise<SettingsAccess> {
  const { name, organisationId, access, need } = setting;
  if (access === 'none') {
    log.warn(
      {
        refusal: 'out_of_scope',
        entity: 'organisation',
        entityId: organisationId,
        access: name,
        actorUserId: actor.userId,
      },
      `${name} of an organisation out of the caller scope: answered 404`,
    );
    throw new NotFoundError();
  }
  if (!(await organisationExists(db, organisationId))) {
    throw new NotFoundError();
  }
  if (access === 'forbidden' || (need === 'manage' && access !== 'manage')) {
    throw new CapabilityNotHeldError();
  }
  return access;
}
