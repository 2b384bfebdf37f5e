import { maxPerPage, type PersonProfileListItem } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { personInScope } from '../../db/person-scope-sql.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { fallbackLanguage, type Language } from '../../i18n/languages.ts';
import type { Actor } from '../../policies/actor.ts';
import type { PersonProfileScope } from '../../policies/person-profile-scope.ts';
import type { Logger } from '../../request-context.ts';
import { listItemOf } from './presenter.ts';
import { listProfiles, type ProfileGroups } from './repository.ts';

/**
 * The people among `ids` the scope reaches, as list items by last then first name, with their current
 * addresses when `currentAddressesIn` names the language of their countries: how other records
 * (families, memberships) show the people they name.
 */
export async function reachablePeople(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  ids: readonly number[],
  { currentAddressesIn }: { currentAddressesIn?: Language } = {},
): Promise<PersonProfileListItem[]> {
  if (ids.length === 0) {
    return [];
  }
  const chosen: ProfileGroups = {
    status: false,
    assignments: false,
    currentAddress: currentAddressesIn !== undefined,
    full: false,
  };
  const { rows } = await listProfiles(db, scope, { ids: [...new Set(ids)] }, chosen, {
    limit: maxPerPage,
    offset: 0,
  });
  // Without current addresses an item names no country, whatever the language.
  return rows.map((row) => listItemOf(row, chosen, currentAddressesIn ?? fallbackLanguage));
}

/** The ids among `ids` that name no person the scope reaches (unknown ones included). */
export async function unreachablePeople(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('person_profiles as p')
    .select('p.id')
    .where('p.id', 'in', [...ids])
    .where(personInScope(scope, { id: 'p.id', familyId: 'p.family_id' }))
    .execute();
  const reached = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !reached.has(id));
}

/** A filter naming a person the caller does not reach is a 404 (Z4), logged, as asking for the person is. */
export async function refuseUnreachablePeople(
  db: Kysely<Database>,
  actor: Actor,
  scope: PersonProfileScope,
  ids: readonly number[],
  log: Logger,
) {
  const unreachable = await unreachablePeople(db, scope, ids);
  if (unreachable.length > 0) {
    log.warn(
      {
        refusal: 'out_of_scope',
        entity: 'person_profile',
        entityId: unreachable[0],
        access: 'read',
        actorUserId: actor.userId,
      },
      'a filter names a person out of the caller scope: answered 404',
    );
    throw new NotFoundError();
  }
}
