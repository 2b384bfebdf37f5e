import {
  type AnswerValue,
  type CreateBody,
  type CreatedResponse,
  chooseActiveOrganisation,
  type FormTemplate,
  type FullPersonProfile,
  hasCapability,
  type Paged,
  type PersonProfileFilterQuery,
  type PersonProfileInvitation,
  type PersonProfileListItem,
  type PersonProfileListQuery,
  type RecordForm,
  type UpdatePersonProfileBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { versionedUpdate } from '../../audit/versioned-update.ts';
import { prefetchedBatches } from '../../csv/csv-batches.ts';
import { countCsvDownload } from '../../csv/csv-download-limit.ts';
import { csvDocument } from '../../csv/csv-writer.ts';
import { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import type { TableChanges } from '../../db/table-changes.ts';
import { NotFoundError, RequestValidationError } from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import { type Language, languages } from '../../i18n/languages.ts';
import type { MessageParams } from '../../i18n/messages.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';
import {
  isInScope,
  type PersonProfileAccess,
  personProfileScope,
  personProfileUserCan,
  type ScopedPerson,
} from '../../policies/person-profile-scope.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { Logger, RequestContext } from '../../request-context.ts';
import type { AuthService } from '../auth/service.ts';
import { assertNoLocalErrors } from '../forms/answer-validation.ts';
import { questionsOf, readOnlyFieldsOf, withAnswers } from '../forms/template.ts';
import { countryNameIn } from '../reference-data/lists/countries.ts';
import type { ReferenceDataService } from '../reference-data/service.ts';
import { idAnswerSchema, newProfileAnswers, parseAnswers, profileWriteOf } from './answers.ts';
import { AlreadyRegisteredError } from './errors.ts';
import { peopleExportHeader, peopleExportRecord } from './export.ts';
import { isReadOnlyProfileField, personProfileTemplate } from './forms.ts';
import {
  invitationAddress,
  invitesPerPerson,
  invitingOrganisation,
  mobilisingOrganisationsAfterEdit,
  permittedAnswers,
} from './policy.ts';
import { fullProfileOf, listItemOf } from './presenter.ts';
import * as repository from './repository.ts';

export interface PersonProfilesServiceDependencies {
  db: Kysely<Database>;
  /** The countries, languages and organisations the profile form offers. */
  referenceData: ReferenceDataService;
  tableChanges: TableChanges;
  /** Counts each user's exports (F8) and each person's invites. */
  limiter: RateLimiter;
  /** Makes and mails register links. */
  auth: Pick<AuthService, 'invite' | 'hasAccount'>;
}

/** How long a scope's number of people serves at most, should a notice of a change ever be lost. */
const scopeTotalTtlMs = 10_000;

/** A page of `GET api/person-profiles` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** How many people the export reads at a time. */
const exportChunk = 1000;

/** `GET`, list and `PUT` of person profiles, each within the caller's scope. */
export class PersonProfilesService {
  /**
   * How many people each scope reaches, which every page of the plain list shows: kept, since counting
   * an organisation's people reads all its memberships (25,000 in bench/api) on every page.
   */
  readonly #scopeTotals = new ReadCache<string, number>(scopeTotalTtlMs);

  constructor(private readonly deps: PersonProfilesServiceDependencies) {
    deps.tableChanges.clearOnChange(
      ['person_profiles', 'person_profile_mobilising_organisations'],
      [this.#scopeTotals],
    );
  }

  async list(
    { actor, language }: RequestContext,
    query: PersonProfileListQuery,
    url: string,
  ): Promise<Paged<PersonProfileListItem>> {
    const filters = filtersOf(query);
    const groups = {
      status: query.with_status ?? false,
      assignments: query.with_assignments ?? false,
      currentAddress: query.with_current_address ?? false,
      full: false,
    };
    const page = pageRequestOf(query, defaultPerPage);
    const { db } = this.deps;
    const scope = personProfileScope(actor, 'read');
    const { rows, total } = await repository.listProfiles(
      db,
      scope,
      filters,
      groups,
      { limit: page.perPage, offset: offsetOf(page), sort: query.sort },
      () => this.#scopeTotals.get(JSON.stringify(scope), () => repository.countScope(db, scope)),
    );
    return pagedOf(
      rows.map((row) => listItemOf(row, groups, language)),
      total,
      page,
      url,
    );
  }

  /**
   * The people the list shows for the same filters and sort, every page of them, as a CSV file in the
   * reader's language (F7): scoped like the list, so it never holds anyone the caller cannot read.
   * Rate-limited per user (F8).
   */
  async exportCsv(
    { actor, language, clock }: RequestContext,
    query: PersonProfileFilterQuery,
  ): Promise<{ fileName: string; csv: AsyncIterable<string> }> {
    await countCsvDownload(this.deps.limiter, actor.userId);
    const { db } = this.deps;
    const filters = filtersOf(query);
    const scope = personProfileScope(actor, 'read');
    const groups = { status: true, assignments: false, currentAddress: false, full: false };
    const batches = await prefetchedBatches(0, async (offset) => {
      const { rows } = await repository.listProfiles(db, scope, filters, groups, {
        limit: exportChunk,
        offset,
        sort: query.sort,
      });
      return {
        records: rows.map((row) => peopleExportRecord(row, language)),
        next: rows.length < exportChunk ? undefined : offset + exportChunk,
      };
    });
    return {
      fileName: `people-${clock.now().toISOString().slice(0, 10)}.csv`,
      csv: csvDocument(peopleExportHeader(language), batches),
    };
  }

  async get(ctx: RequestContext, id: number): Promise<FullPersonProfile> {
    const row = await repository.findFullProfile(this.deps.db, id);
    if (!row) {
      throw new NotFoundError();
    }
    refuseOutOfScope(ctx.actor, scopedPerson(row.id, row.family_id, row.mobilised_by), 'read', ctx.log);
    return this.#present(ctx, row);
  }

  /**
   * `GET api/person-profiles/{id}/form` (R-CALL-035): the profile form with the stored answers and the
   * version a save sends back. It is the edit form, so it needs the write scope; out of it is a 404.
   */
  async recordForm(ctx: RequestContext, id: number): Promise<RecordForm> {
    const { profile, template } = await this.#editable(ctx, id);
    return {
      ...withAnswers(template, (fieldName) => answerOfProfile(profile, fieldName)),
      version: profile.version,
    };
  }

  /**
   * `GET api/person-profiles/form` (R-CALL-036): the blank form of a person for `organisationId` (by
   * default the caller's active organisation), which needs create_person_profiles there; else a 404.
   */
  async blankForm(ctx: RequestContext, organisationId: number | undefined): Promise<FormTemplate> {
    const { template, organisationId: chosen } = await this.#blankTemplate(ctx, organisationId);
    return withAnswers(template, (fieldName) =>
      fieldName === 'organisationId'
        ? chosen
        : Object.hasOwn(newProfileAnswers, fieldName)
          ? newProfileAnswers[fieldName]
          : null,
    );
  }

  /**
   * `POST api/person-profiles[?organisation=]` (R-CALL-037): a person created from the blank form's
   * answers (the form engine sends the first answer saved, so any subset of them), mobilised by the
   * organisation answered, else the one in the query, else the active one. The caller must hold
   * create_person_profiles for it (Z5, else 404); the row, its organisation and nationalities and one
   * audit row are written in one transaction (C4).
   */
  async create(
    ctx: RequestContext,
    body: CreateBody,
    requestedOrganisation: number | undefined,
  ): Promise<CreatedResponse> {
    const { db } = this.deps;
    const { actor, language, log, clock } = ctx;
    const { template, organisationId: defaultOrganisation } = await this.#blankTemplate(
      ctx,
      requestedOrganisation,
      { allowNone: true },
    );
    const fieldNames = new Set(questionsOf(template).map((each) => each.input.fieldName));
    const unknown = Object.keys(body.answers).filter((name) => !fieldNames.has(name));
    if (unknown.length > 0) {
      throw RequestValidationError.fromZodIssues(
        unknown.map((name) => customIssue(['answers', name], 'field_not_in_form')),
        'body',
      );
    }
    assertNoLocalErrors(language, template, {}, body.answers);
    const { organisationId: organisationAnswer, ...answers } = body.answers;
    const organisation = idAnswerSchema.safeParse(
      organisationAnswer ?? requestedOrganisation ?? defaultOrganisation ?? undefined,
    );
    if (!organisation.success) {
      throw RequestValidationError.fromZodIssues(
        organisation.error.issues.map((issue) => ({ ...issue, path: ['answers', 'organisationId'] })),
        'body',
      );
    }
    const organisationId = organisation.data;
    if (!hasCapability(capabilities(actor), 'create_person_profiles', organisationId)) {
      refuseCreate(actor, organisationId, log);
    }
    const write = profileWriteOf(parseAnswers({ ...newProfileAnswers, ...answers }));
    // A name not answered yet is empty until a later save gives it: the first answer saved creates the
    // person, whichever it is, and the form asks for the names as they are required.
    const { first_name = '', last_name = '', ...columns } = write.columns;
    const nationalities = write.nationalities ?? [];
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const created = await repository.insertProfile(
        trx,
        { ...columns, first_name: String(first_name), last_name: String(last_name) },
        now,
      );
      await repository.replaceMobilisingOrganisations(trx, created.id, [organisationId]);
      await repository.replaceNationalities(trx, created.id, nationalities);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'person_profile',
          entityId: created.id,
          action: 'create',
          before: null,
          after: {
            ...write.columns,
            mobilised_by_organisation_ids: [organisationId],
            nationalities,
            version: created.version,
          },
        },
        now,
      );
      return { id: created.id };
    });
  }

  /**
   * Writes the answers the caller may write (read-only fields of the form and the others are ignored,
   * Z10) if `version`, when sent, is still the stored one (else 409, C1; an autosave sends none), with one audit row in the same transaction
   * (C4). Answers breaking a local constraint of the form (core decides, as in the browser) or a field's
   * schema are a 422 before anything is written.
   */
  async update(ctx: RequestContext, id: number, body: UpdatePersonProfileBody): Promise<FullPersonProfile> {
    const { db } = this.deps;
    const { actor, language, log } = ctx;
    const { profile, template } = await this.#editable(ctx, id);
    const readOnly = readOnlyFieldsOf(template);
    const writable = Object.fromEntries(Object.entries(body.answers).filter(([name]) => !readOnly.has(name)));
    assertNoLocalErrors(language, template, answersOfProfile(profile), writable);
    const answers = parseAnswers(writable);
    const personOf = (locked: repository.LockedProfile) =>
      scopedPerson(id, locked.row.family_id, locked.mobilisedBy);
    await versionedUpdate(db, ctx, {
      entity: 'person_profile',
      entityId: id,
      expectedVersion: body.version,
      lock: (trx) => repository.lockProfile(trx, id),
      refuse: (_trx, locked) => refuseOutOfScope(actor, personOf(locked), 'write', log),
      change: async (trx, locked) => {
        const write = profileWriteOf(permittedAnswers(actor, personOf(locked), answers));
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const columns: typeof write.columns = {};
        for (const [column, value] of Object.entries(write.columns) as [
          keyof typeof write.columns,
          unknown,
        ][]) {
          if (locked.row[column] !== value) {
            columns[column] = value;
            before[column] = locked.row[column];
            after[column] = value;
          }
        }
        const organisations =
          write.mobilisedByOrganisationIds &&
          permittedOrganisations(actor, locked.mobilisedBy, write.mobilisedByOrganisationIds);
        const organisationsChange =
          organisations && !sameList(organisations, locked.mobilisedBy) ? organisations : undefined;
        if (organisationsChange) {
          const known = await repository.existingOrganisations(trx, organisationsChange);
          const unknown = organisationsChange.filter((organisationId) => !known.includes(organisationId));
          if (unknown.length > 0) {
            throw RequestValidationError.fromZodIssues(
              [
                customIssue(['answers', 'mobilisedByOrganisationIds'], 'unknown_organisations', {
                  ids: unknown.join(', '),
                }),
              ],
              'body',
            );
          }
          before.mobilised_by_organisation_ids = locked.mobilisedBy;
          after.mobilised_by_organisation_ids = organisationsChange;
        }
        const currentAddressId = write.columns.current_address_id;
        if (typeof currentAddressId === 'number' && currentAddressId !== locked.row.current_address_id) {
          const addresses = await repository.addressesOf(trx, id);
          if (!addresses.some((address) => address.id === currentAddressId)) {
            throw RequestValidationError.fromZodIssues(
              [customIssue(['answers', 'currentAddressId'], 'not_an_address_of_the_person')],
              'body',
            );
          }
        }
        const nationalities =
          write.nationalities && !sameList(write.nationalities, locked.nationalities)
            ? write.nationalities
            : undefined;
        if (nationalities) {
          before.nationalities = locked.nationalities;
          after.nationalities = nationalities;
        }
        return {
          before,
          after,
          organisationId: (organisations ?? locked.mobilisedBy)[0] ?? null,
          write: async (now) => {
            if (organisationsChange) {
              await repository.replaceMobilisingOrganisations(trx, id, organisationsChange);
            }
            if (nationalities) {
              await repository.replaceNationalities(trx, id, nationalities);
            }
            return repository.updateProfile(trx, id, columns, now);
          },
        };
      },
    });
    const row = await repository.findFullProfile(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    return this.#present(ctx, row);
  }

  /**
   * `POST api/person-profiles/{id}/invite` (ours): mails a person without an account a register link
   * that makes their account and links it to the profile, and stamps invited_on, in one transaction
   * with the profile's audit row. It needs create_person_profiles for one of the person's organisations
   * (else 404, logged, Z1); the person needs an e-mail address (else 422 on `email`) and no account
   * (else 409). Sending again makes a new link, which replaces the unused ones; at most 5 an hour (429).
   */
  async invite({ actor, log, language }: RequestContext, id: number): Promise<PersonProfileInvitation> {
    const { db, limiter, auth } = this.deps;
    const row = await repository.findFullProfile(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    const person = scopedPerson(row.id, row.family_id, row.mobilised_by);
    const organisationId = invitingOrganisation(actor, person);
    if (organisationId === undefined) {
      logRefusal(actor, person, 'invite', log);
      throw new NotFoundError();
    }
    const email = invitationAddress(row);
    if (email === null) {
      throw RequestValidationError.fromZodIssues([customIssue(['email'], 'no_email_to_invite')], 'body');
    }
    if (row.user_id !== null || (await auth.hasAccount(email))) {
      throw new AlreadyRegisteredError();
    }
    const bucket = `person-invite:person:${id}`;
    await limiter.refuseWhenLimited([[bucket, invitesPerPerson]]);
    await limiter.record(bucket, invitesPerPerson);
    let invitedOn = '';
    await auth.invite(
      { email, organisationId, personProfileId: id, invitedBy: actor.userId, language },
      async (trx, now) => {
        const locked = await repository.lockProfile(trx, id);
        if (!locked) {
          throw new NotFoundError();
        }
        if (locked.row.user_id !== null) {
          throw new AlreadyRegisteredError();
        }
        const version = await repository.updateProfile(trx, id, { invited_on: now }, now);
        await writeAudit(
          trx,
          {
            actorUserId: actor.userId,
            organisationId,
            entity: 'person_profile',
            entityId: id,
            action: 'invite',
            before: { invited_on: locked.row.invited_on, version: locked.row.version },
            after: { invited_on: now, email, version },
          },
          now,
        );
        invitedOn = now.toISOString();
      },
    );
    return { invitedOn };
  }

  /** The profile the actor may write, presented, and its form as the actor sees it; else a 404. */
  async #editable(ctx: RequestContext, id: number) {
    const { db, referenceData } = this.deps;
    const { actor, language, log } = ctx;
    const row = await repository.findFullProfile(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    const person = scopedPerson(row.id, row.family_id, row.mobilised_by);
    refuseOutOfScope(actor, person, 'write', log);
    const [organisations, addresses] = await Promise.all([
      referenceData.organisations(language),
      repository.addressesOf(db, id),
    ]);
    const template = personProfileTemplate('record', {
      ...this.#staticSources(language),
      organisations,
      addresses: addresses.map((address) => ({
        id: address.id,
        type: address.type,
        summary: [
          address.address_line_one,
          address.city,
          address.post_code,
          countryNameIn(language, address.country),
        ]
          .filter(Boolean)
          .join(', '),
      })),
      isReadOnly: (fieldName) => isReadOnlyProfileField(actor, person, fieldName),
    });
    return { profile: this.#present(ctx, row), template };
  }

  /**
   * The blank form for an organisation the actor may create people for: the one asked for, else their
   * active one. It offers exactly the organisations they hold create_person_profiles for.
   * `allowNone` builds it even when they hold it for none (a create then fails on the organisation).
   */
  async #blankTemplate(
    { actor, language, log }: RequestContext,
    requested: number | undefined,
    { allowNone = false } = {},
  ): Promise<{ template: FormTemplate; organisationId: number | null }> {
    const all = await this.deps.referenceData.organisations(language);
    const granted = capabilities(actor);
    const organisations = all.filter((organisation) =>
      hasCapability(granted, 'create_person_profiles', organisation.id),
    );
    const organisationId =
      requested ??
      chooseActiveOrganisation(actor, { organisationIds: all.map(({ id }) => id), stored: null });
    const allowed = organisations.some((organisation) => organisation.id === organisationId);
    if (!allowed && !allowNone) {
      refuseCreate(actor, organisationId, log);
    }
    const template = personProfileTemplate('blank', {
      ...this.#staticSources(language),
      organisations,
      addresses: [],
      isReadOnly: (fieldName) => isReadOnlyProfileField(actor, null, fieldName),
    });
    return { template, organisationId: allowed ? organisationId : null };
  }

  #staticSources(language: Language) {
    const { referenceData } = this.deps;
    return {
      language,
      countries: referenceData.staticList('countries', language),
      interfaceLanguages: referenceData
        .staticList('languages', language)
        .filter((each) => (languages as readonly string[]).includes(each.code)),
    };
  }

  #present({ actor, language, clock }: RequestContext, row: repository.FullProfileRow): FullPersonProfile {
    const userCan = personProfileUserCan(actor, scopedPerson(row.id, row.family_id, row.mobilised_by));
    return fullProfileOf(row, userCan, clock.now().toISOString().slice(0, 10), language);
  }
}

/** The repository's filters of a list or export query; an empty id list is a 422. */
function filtersOf(query: PersonProfileFilterQuery): repository.ProfileFilters {
  refuseEmptyIdLists(query, ['id', 'user']);
  return {
    ids: query.id,
    userIds: query.user,
    email: query.email || undefined,
    hasUser: query.has_user,
    hasFamily: query.has_family,
    searchWords: query.search?.split(/\s+/).filter((word) => word !== ''),
    statusFlags: query.status,
    memberStatus: query.member_status,
    organisationId: query.organisation,
  };
}

/** The organisations an edit stores, or the 422 on the field when the policy refuses the change. */
function permittedOrganisations(actor: Actor, stored: readonly number[], requested: readonly number[]) {
  const edit = mobilisingOrganisationsAfterEdit(actor, stored, requested);
  if ('organisations' in edit) {
    return edit.organisations;
  }
  const ids: MessageParams = edit.refused === 'organisations_not_run' ? { ids: edit.ids.join(', ') } : {};
  throw RequestValidationError.fromZodIssues(
    [customIssue(['answers', 'mobilisedByOrganisationIds'], edit.refused, ids)],
    'body',
  );
}

function scopedPerson(id: number, familyId: number | null, mobilisedBy: number[]): ScopedPerson {
  return { id, familyId, mobilisedBy };
}

/** Out of scope is a 404 like an unknown id (Z1), and the refusal goes to the log. */
function refuseOutOfScope(actor: Actor, person: ScopedPerson, access: PersonProfileAccess, log: Logger) {
  if (!isInScope(personProfileScope(actor, access), person)) {
    logRefusal(actor, person, access, log);
    throw new NotFoundError();
  }
}

function logRefusal(actor: Actor, person: ScopedPerson, access: PersonProfileAccess | 'invite', log: Logger) {
  log.warn(
    {
      refusal: 'out_of_scope',
      entity: 'person_profile',
      entityId: person.id,
      access,
      actorUserId: actor.userId,
    },
    'person profile out of the caller scope: answered 404',
  );
}

/** A create for an organisation the actor may not create people for: a 404 like an unknown one, logged. */
function refuseCreate(actor: Actor, organisationId: number | null, log: Logger): never {
  log.warn(
    {
      refusal: 'out_of_scope',
      entity: 'organisation',
      entityId: organisationId,
      access: 'create',
      actorUserId: actor.userId,
    },
    'create_person_profiles not held for the organisation: answered 404',
  );
  throw new NotFoundError();
}

/** The answer of a profile form's field: the profile's own field of that name (the form names them alike). */
function answerOfProfile(profile: FullPersonProfile, fieldName: string): AnswerValue | undefined {
  return (profile as Record<string, AnswerValue | undefined>)[fieldName];
}

function answersOfProfile(profile: FullPersonProfile): Record<string, AnswerValue | undefined> {
  return profile as Record<string, AnswerValue | undefined>;
}

function sameList<Item>(a: readonly Item[], b: readonly Item[]) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
