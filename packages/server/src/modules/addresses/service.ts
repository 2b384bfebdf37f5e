import type {
  AddressAnswer,
  AddressPersonQuery,
  AddressRecord,
  CreateAddressBody,
  CreatedResponse,
  RecordForm,
  UpdateAddressBody,
} from '@mobilise/contract';
import { addressProblems, translate } from '@mobilise/form-engine/core';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import type { Language } from '../../i18n/languages.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { personProfileScope } from '../../policies/person-profile-scope.ts';
import type { Logger, RequestContext } from '../../request-context.ts';
import { withAnswers } from '../forms/template.ts';
import { unreachablePeople } from '../person-profiles/by-ids.ts';
import { addressTemplate } from './forms.ts';
import * as repository from './repository.ts';

export interface AddressesServiceDependencies {
  db: Kysely<Database>;
}

/**
 * `POST api/addresses` and `PATCH api/addresses/{id}` and the address form of an existing
 * address: a person's addresses change only for those who may edit the person (the person themself,
 * office staff of an organisation mobilising them, admins); any other address is a 404, logged.
 */
export class AddressesService {
  constructor(private readonly deps: AddressesServiceDependencies) {}

  /** `GET api/addresses/{id}/form`: the form answered with the address and whether it is the current one. */
  async recordForm({ actor, language, log }: RequestContext, id: number): Promise<RecordForm> {
    const row = await editableAddress(this.deps.db, actor, id, log);
    const answers: Record<string, AddressAnswer | boolean> = {
      address: answerOf(row),
      isCurrent: row.current_address_id === row.id,
    };
    return {
      ...withAnswers(addressTemplate('record', language), (fieldName) => answers[fieldName]),
      version: row.version,
    };
  }

  /**
   * `POST api/addresses[?person_profile=]`: a valid address (else a 422 naming each failed
   * part, nothing written) of the person named, who must be one the caller may edit (else a 404, logged:
   * Z4, and no id in the body reaches another person: Z5); `isCurrent` makes it their current address.
   */
  async create(
    { actor, language, log, clock }: RequestContext,
    body: CreateAddressBody,
    query: AddressPersonQuery,
  ): Promise<CreatedResponse> {
    const { db } = this.deps;
    const personProfileId = personNamed(body, query);
    await refuseUneditablePerson(db, actor, personProfileId, log);
    const address = validAddress(body.address, language);
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const id = await repository.insertAddress(trx, personProfileId, address, now);
      if (body.isCurrent) {
        await repository.setCurrentAddress(trx, personProfileId, id, now);
      }
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId: null,
          entity: 'address',
          entityId: id,
          action: 'create',
          before: null,
          after: { personProfileId, address, isCurrent: body.isCurrent ?? false },
        },
        now,
      );
      return { id };
    });
  }

  /**
   * `PATCH api/addresses/{id}`: writes only the answers sent, if `version`, when sent, is still the stored
   * one (else 409). A new `address` must be valid (else 422, nothing written); `isCurrent` true makes it
   * the person's current address, false stops it being so.
   */
  async update(ctx: RequestContext, id: number, body: UpdateAddressBody): Promise<AddressRecord> {
    const { db } = this.deps;
    const { actor, language, log } = ctx;
    await versionedUpdate(db, ctx, {
      entity: 'address',
      entityId: id,
      expectedVersion: body.version,
      lock: (trx) => repository.findAddress(trx, id, { lock: true }),
      refuse: (trx, row) => refuseUneditablePerson(trx, actor, row.person_profile_id, log, id),
      change: async (trx, row) => {
        const address = body.address === undefined ? undefined : validAddress(body.address, language);
        const wasCurrent = row.current_address_id === row.id;
        const makesCurrent = body.isCurrent !== undefined && body.isCurrent !== wasCurrent;
        return {
          before: {
            ...(address && { address: answerOf(row) }),
            ...(makesCurrent && { isCurrent: wasCurrent }),
          },
          after: { ...(address && { address }), ...(makesCurrent && { isCurrent: body.isCurrent }) },
          organisationId: null,
          write: async (now) => {
            if (address) {
              await repository.updateAddress(trx, id, address, now);
            }
            if (makesCurrent) {
              await repository.setCurrentAddress(trx, row.person_profile_id, body.isCurrent ? id : null, now);
            }
            // No version in the audit row: the current flag moves the person's version, not the address's.
            return undefined;
          },
        };
      },
    });
    const updated = await repository.findAddress(db, id);
    if (!updated) {
      throw new NotFoundError();
    }
    return recordOf(updated);
  }
}

/** The person an address is created for: the body's `personProfileId`, else the query's; naming two is a 422. */
function personNamed(body: CreateAddressBody, query: AddressPersonQuery): number {
  const fromBody = body.personProfileId;
  const fromQuery = query.person_profile;
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw RequestValidationError.fromZodIssues(
      [customIssue(['personProfileId'], 'address_person_mismatch')],
      'body',
    );
  }
  const personProfileId = fromBody ?? fromQuery;
  if (personProfileId === undefined) {
    throw RequestValidationError.fromZodIssues([customIssue(['personProfileId'], 'field_required')], 'body');
  }
  return personProfileId;
}

/**
 * The answered address if the rules (form-engine/core, as the browser applies them) hold:
 * else a 422 naming each failed part as `address.<part>` with the form engine's message in the reader's
 * language; a missing or cleared address is `address` required.
 */
function validAddress(answer: AddressAnswer | null | undefined, language: Language): AddressAnswer {
  const required = [translate(language, { key: 'validation.required' })];
  if (!answer) {
    throw new RequestValidationError({ address: required });
  }
  const problems = addressProblems(answer);
  if (problems.length > 0) {
    const invalid = [translate(language, { key: 'validation.in' })];
    throw new RequestValidationError(
      Object.fromEntries(problems.map((part) => [`address.${part}`, part === 'type' ? invalid : required])),
    );
  }
  return answer;
}

/** A person the caller may not edit (or no person) is a 404, logged like every out-of-scope refusal. */
async function refuseUneditablePerson(
  db: Kysely<Database>,
  actor: Actor,
  personProfileId: number,
  log: Logger,
  addressId?: number,
) {
  const refused = await unreachablePeople(db, personProfileScope(actor, 'write'), [personProfileId]);
  if (refused.length > 0) {
    log.warn(
      {
        refusal: 'out_of_scope',
        entity: addressId === undefined ? 'person_profile' : 'address',
        entityId: addressId ?? personProfileId,
        access: 'write',
        actorUserId: actor.userId,
      },
      'an address of a person out of the caller scope: answered 404',
    );
    throw new NotFoundError();
  }
}

/** The address of the id, for a caller who may edit its person; else a 404 (logged when it exists). */
async function editableAddress(db: Kysely<Database>, actor: Actor, id: number, log: Logger) {
  const row = await repository.findAddress(db, id);
  if (!row) {
    throw new NotFoundError();
  }
  await refuseUneditablePerson(db, actor, row.person_profile_id, log, id);
  return row;
}

function answerOf(row: repository.AddressRow): AddressAnswer {
  return {
    type: row.type,
    addressLineOne: row.address_line_one,
    addressLineTwo: row.address_line_two ?? '',
    addressLineThree: row.address_line_three ?? '',
    city: row.city,
    county: row.county ?? '',
    stateOrProvince: row.state_or_province ?? '',
    postCode: row.post_code,
    country: row.country,
  };
}

function recordOf(row: repository.AddressRow): AddressRecord {
  return {
    id: row.id,
    personProfileId: row.person_profile_id,
    type: row.type,
    value: {
      addressLineOne: row.address_line_one,
      addressLineTwo: row.address_line_two ?? '',
      city: row.city,
      country: row.country,
      postCode: row.post_code,
    },
    isCurrent: row.current_address_id === row.id,
    version: row.version,
  };
}
