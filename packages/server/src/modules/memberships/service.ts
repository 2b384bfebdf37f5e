import type { Membership, MembershipListQuery, Paged } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import { personProfileScope } from '../../policies/person-profile-scope.ts';
import type { RequestContext } from '../../request-context.ts';
import { reachablePeople, refuseUnreachablePeople } from '../person-profiles/by-ids.ts';
import * as repository from './repository.ts';

export interface MembershipsServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/memberships` when the query names no `per_page`. */
export const defaultPerPage = 25;

/**
 * `GET api/memberships?{filters}` and `?member={id}`: the memberships of the people the
 * caller reaches, newest start first. Naming a person out of reach is a 404 (Z4).
 */
export class MembershipsService {
  constructor(private readonly deps: MembershipsServiceDependencies) {}

  async list(
    { actor, log }: RequestContext,
    query: MembershipListQuery,
    url: string,
  ): Promise<Paged<Membership>> {
    refuseEmptyIdLists(query, ['member']);
    const { db } = this.deps;
    const scope = personProfileScope(actor, 'read');
    if (query.member) {
      await refuseUnreachablePeople(db, actor, scope, query.member, log);
    }
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listMemberships(
      db,
      scope,
      { memberIds: query.member, types: query.type },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const people = new Map(
      (
        await reachablePeople(
          db,
          scope,
          rows.map((row) => row.person_profile_id),
        )
      ).map((person) => [person.id, person]),
    );
    const memberships = rows.map((row): Membership => {
      const member = people.get(row.person_profile_id);
      if (!member) {
        // The page and the people are two reads: a person moved out of reach in between.
        throw new NotFoundError();
      }
      return {
        id: row.id,
        entry_id: row.entry_id,
        member,
        type: row.type,
        contribution: row.contribution,
        starts_from: row.starts_from,
        end_date: row.end_date,
      };
    });
    return pagedOf(memberships, total, page, url);
  }
}
