import type {
  AddressAnswer,
  AnswerValue,
  CreatedResponse,
  CreateLeaveRequestBody,
  CreateTravelPlanBody,
  FeatureFlags,
  FormTemplate,
  LeaveAndTravelItem,
  LeaveAndTravelListQuery,
  LeaveAndTravelSort,
  LeaveChangeBody,
  LeaveRejectBody,
  LeaveRequestListQuery,
  LeaveRequestRecord,
  LeaveRequestType,
  LeaveSubType,
  LeaveType,
  Paged,
  RecordForm,
  TravelPlanListQuery,
  TravelPlanRecord,
  TravelPlanType,
  TravelType,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import {
  CapabilityNotHeldError,
  HttpError,
  NotFoundError,
  RequestValidationError,
  TransitionNotAllowedError,
} from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { enqueueTranslatedMail, type MailTranslator } from '../../mail/outbox.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  awaitsDecision,
  confirmationDue,
  confirmationsOn,
  decisionRefusal,
  isEditable,
  type LeaveKind,
  leaveUserCan,
  reachesLeave,
  type ScopedLeave,
  speaksForPerson,
} from '../../policies/leave-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { today } from '../assignments/service.ts';
import { answerErrorsResponse, localAnswerErrors } from '../forms/answer-validation.ts';
import { withAnswers } from '../forms/template.ts';
import { assignmentSummaryOf } from '../person-profiles/presenter.ts';
import type { ReferenceDataService } from '../reference-data/service.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { leaveTemplate } from './forms.ts';
import type { LeaveColumns, LeaveRow } from './repository.ts';
import * as repository from './repository.ts';

export interface LeaveAndTravelServiceDependencies {
  db: Kysely<Database>;
  referenceData: ReferenceDataService;
  /** Where the app is reached, for the links in mails. */
  publicUrl: string;
  /** Tells the outbox sender that mail is waiting. */
  mailQueued: () => void;
}

/** A page of the lists when the query names no `per_page`. */
export const defaultPerPage = 25;

/** Every answer of the leave and travel forms, as a create or update sends them (each optional). */
type Answers = Partial<CreateLeaveRequestBody['answers'] & CreateTravelPlanBody['answers']> & {
  updatedReason?: string;
};

type Presented<Kind extends LeaveKind> = Kind extends 'leave_request' ? LeaveRequestRecord : TravelPlanRecord;

/** The record's answers as the forms name them. */
type StoredAnswers = Record<string, AnswerValue | undefined>;

const kindNames: Record<LeaveKind, string> = { leave_request: 'leave request', travel_plan: 'travel plan' };
const kindPaths: Record<LeaveKind, string> = { leave_request: 'leave-requests', travel_plan: 'travel-plans' };

/** The answers written straight into a column of the record, by the column. */
const columnOfAnswer = {
  departureDate: 'departure_date',
  arrivalDate: 'arrival_date',
  returnDate: 'return_date',
  destination: 'destination',
  notes: 'notes',
  multipleTypeNotes: 'multiple_type_notes',
  purposeOfTravel: 'purpose_of_travel',
  hasNotifiedOnSiteLeadership: 'has_notified_on_site_leadership',
  hasNotNotifiedOnSiteLeadershipReason: 'has_not_notified_on_site_leadership_reason',
} as const satisfies Partial<Record<keyof Answers, keyof LeaveColumns>>;

/** The answers that are fields of the forms (files come through `attachments`, the reason with an edit). */
const leaveAnswerNames = [
  'subjectIds',
  'travellingFamilyMemberPersonProfileIds',
  'departureDate',
  'arrivalDate',
  'returnDate',
  'destination',
  'destinationAddress',
  'phoneNumbers',
  'notes',
  'multipleTypeNotes',
] as const;
const answerNamesOf: Record<LeaveKind, readonly (keyof Answers)[]> = {
  leave_request: [...leaveAnswerNames, 'types', 'subType'],
  travel_plan: [
    ...leaveAnswerNames,
    'travelType',
    'destinationCountry',
    'destinationOrganisationId',
    'purposeOfTravel',
    'hasNotifiedOnSiteLeadership',
    'hasNotNotifiedOnSiteLeadershipReason',
  ],
};

/**
 * A JSON column's value: the form stores phone numbers and the destination address as JSON; a record
 * imported from the previous system may hold plain text, which `fromText` reads.
 */
const parseJson = <Value>(text: string | null, fallback: Value, fromText: (text: string) => Value): Value => {
  if (text === null || text === '') {
    return fallback;
  }
  try {
    return JSON.parse(text) as Value;
  } catch {
    return fromText(text);
  }
};
const phoneNumbersOf = (text: string | null) => parseJson<string[]>(text, [], (plain) => [plain]);
const addressAnswerOf = (text: string | null) =>
  parseJson<AddressAnswer | null>(text, null, (plain) => ({
    type: 'OTH',
    addressLineOne: plain,
    addressLineTwo: '',
    addressLineThree: '',
    city: '',
    county: '',
    stateOrProvince: '',
    postCode: '',
    country: '',
  }));

/** The stored answers of a record, as its form names them. */
function storedAnswersOf(row: LeaveRow): StoredAnswers {
  const extraordinary = row.types.find((type) => type.type === 'EXTRAORDINARY');
  const travelType = row.types[0];
  return {
    subjectIds: row.subject_ids,
    travellingFamilyMemberPersonProfileIds: row.travelling_ids,
    departureDate: row.departure_date,
    arrivalDate: row.arrival_date,
    returnDate: row.return_date,
    destination: row.destination,
    destinationAddress: addressAnswerOf(row.destination_address),
    phoneNumbers: phoneNumbersOf(row.phone_numbers),
    notes: row.notes,
    multipleTypeNotes: row.multiple_type_notes,
    attachments: row.attachments,
    ...(row.kind === 'leave_request'
      ? { types: row.types.map((type) => type.type), subType: extraordinary?.sub_type || null }
      : {
          travelType: travelType?.type ?? null,
          destinationCountry: travelType?.country ?? null,
          destinationOrganisationId: travelType?.organisation_id ?? null,
          purposeOfTravel: row.purpose_of_travel ?? null,
          hasNotifiedOnSiteLeadership: row.has_notified_on_site_leadership ?? null,
          hasNotNotifiedOnSiteLeadershipReason: row.has_not_notified_on_site_leadership_reason ?? null,
        }),
  };
}

const blankAnswers: StoredAnswers = {
  subjectIds: [],
  travellingFamilyMemberPersonProfileIds: [],
  phoneNumbers: [],
  attachments: [],
  types: [],
};

/** What the leave policy looks at of a record. */
export function scopedOf(row: LeaveRow): ScopedLeave {
  return {
    personProfileId: row.person_profile_id,
    subjectIds: row.subject_ids,
    travellingFamilyMemberIds: row.travelling_ids,
    decidingOrganisationId: row.organisation?.id ?? null,
    mobilisedBy: row.mobilised_by,
    status: row.status,
    departureDate: row.departure_date,
    returnDate: row.return_date,
    hasBeenConfirmedAsTakingPlace: row.has_been_confirmed_as_taking_place,
    hasBeenConfirmedAsEnded: row.has_been_confirmed_as_ended,
    isLegacy: row.is_legacy,
  };
}

/** The stored types that make a whole type of the contract, each kind's incomplete ones left out. */
function leaveTypesOf(row: LeaveRow): LeaveRequestType[] {
  // EXTRAORDINARY leave saved before its sub type was chosen is not yet a whole type.
  return row.types.flatMap((type) =>
    type.type === 'EXTRAORDINARY' && !type.sub_type
      ? []
      : [{ type: type.type as LeaveType, sub_type: type.sub_type ? (type.sub_type as LeaveSubType) : null }],
  );
}

function travelTypesOf(row: LeaveRow): TravelPlanType[] {
  return row.types.flatMap((type) => {
    const country = type.country ?? null;
    const organisationId = type.organisation_id ?? null;
    const whole =
      type.type === 'TRAVEL_TO_ANOTHER_ORGANISATION'
        ? organisationId !== null && country === null
        : country !== null && organisationId === null;
    return whole ? [{ type: type.type as TravelType, country, organisation_id: organisationId }] : [];
  });
}

function addressValueOf(text: string | null) {
  const answer = addressAnswerOf(text);
  return answer
    ? {
        addressLineOne: answer.addressLineOne ?? '',
        addressLineTwo: answer.addressLineTwo ?? '',
        city: answer.city ?? '',
        country: answer.country ?? '',
        postCode: answer.postCode ?? '',
      }
    : null;
}

const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

/** A record as its calls answer it, with what the actor may do to it now. */
function present(
  row: LeaveRow,
  actor: Actor,
  context: { flags: FeatureFlags; today: string },
): LeaveRequestRecord | TravelPlanRecord {
  const shared = {
    id: row.id,
    version: row.version,
    publicId: String(row.public_id),
    subjectIds: row.subject_ids,
    departureDate: row.departure_date,
    arrivalDate: row.arrival_date,
    returnDate: row.return_date,
    destination: row.destination,
    destinationAddress: addressValueOf(row.destination_address),
    phoneNumbers: phoneNumbersOf(row.phone_numbers),
    notes: row.notes,
    attachments: row.attachments,
    assignments: row.assignments.map(assignmentSummaryOf),
    hasBeenConfirmedAsTakingPlace: row.has_been_confirmed_as_taking_place,
    hasBeenConfirmedAsEnded: row.has_been_confirmed_as_ended,
    status: row.status,
    multipleTypeNotes: row.multiple_type_notes,
    travellingFamilyMemberPersonProfileIds: row.travelling_ids,
    createdAt: isoOf(row.created_at),
    createdBy: row.created_by,
    updatedAt: isoOf(row.updated_at),
    updatedBy: row.updated_by,
    updatedReason: row.updated_reason,
    userCan: leaveUserCan(actor, scopedOf(row), { ...context, kind: row.kind }),
    person: {
      id: row.person.id,
      name: `${row.person.first_name} ${row.person.last_name}`.trim(),
      avatarId: row.person.avatar_id,
    },
    organisation: row.organisation,
    decisionReason: row.decision_reason,
    isLegacy: row.is_legacy,
  };
  if (row.kind === 'leave_request') {
    return { ...shared, types: leaveTypesOf(row) };
  }
  return {
    ...shared,
    types: travelTypesOf(row),
    hasNotifiedOnSiteLeadership: row.has_notified_on_site_leadership ?? null,
    hasNotNotifiedOnSiteLeadershipReason: row.has_not_notified_on_site_leadership_reason ?? null,
    purposeOfTravel: row.purpose_of_travel ?? null,
    destinationId: row.destination_id ?? null,
  };
}

// A page of one kind holds only that kind: these narrow its records' type.
const isTravelPlan = (record: LeaveRequestRecord | TravelPlanRecord): record is TravelPlanRecord =>
  'purposeOfTravel' in record;
const isLeaveRequest = (record: LeaveRequestRecord | TravelPlanRecord): record is LeaveRequestRecord =>
  !isTravelPlan(record);

/** 403: nobody decides a request they are part of (Z7), admins included. */
class OwnRequestError extends HttpError {
  override name = 'OwnRequestError';

  constructor() {
    super(403, 'own_leave_decision', 'Nobody may decide a request they are part of.');
  }
}

/** 403: only the person, their office staff or an admin confirm that it took place or ended. */
class NotThePersonError extends HttpError {
  override name = 'NotThePersonError';

  constructor() {
    super(403, 'not_the_person', 'Only the person or their office staff may do this.');
  }
}

/** A 422 naming one field, worded from the server's catalogue. */
function fieldError(
  field: (string | number)[],
  key: Parameters<typeof customIssue>[1],
  params = {},
): RequestValidationError {
  return RequestValidationError.fromZodIssues([customIssue(field, key, params)], 'body');
}

/**
 * Whether `kind` is on for the actor: leave needs the leave-requests flag (an admin passes it, as the
 * app's route guard lets them), travel needs that and the travel-plans flag. Every leave and travel call,
 * and their files, answer 404 while it is off.
 */
export const leaveKindOn = (actor: Actor, flags: FeatureFlags, kind: LeaveKind): boolean => {
  const leaveOn = flags.leave_requests || actor.isAdmin;
  return kind === 'leave_request' ? leaveOn : leaveOn && flags.travel_plans;
};

/**
 * Leave requests and travel plans: the lists (alone and combined), one record, the forms and their
 * create and update, approve and reject, and the two confirmations. Each kind answers 404 while its
 * feature flags are off; a record out of the caller's scope (Z4) is a 404 like an unknown one, logged.
 */
export class LeaveAndTravelService {
  constructor(private readonly deps: LeaveAndTravelServiceDependencies) {}

  /** The feature flags, when `kind` is on for the actor (`leaveKindOn`); else a 404. */
  async #gate(actor: Actor, kind: LeaveKind): Promise<FeatureFlags> {
    const flags = (await pageMetadata(this.deps.db)).feature_flags;
    if (!leaveKindOn(actor, flags, kind)) {
      throw new NotFoundError();
    }
    return flags;
  }

  /** The record, if the actor reaches it; else a 404, logged when it exists. */
  async #reachable(
    db: Kysely<Database>,
    { actor, log }: Pick<RequestContext, 'actor' | 'log'>,
    kind: LeaveKind,
    id: number,
    lock = false,
  ): Promise<LeaveRow> {
    const row = await repository.findLeave(db, kind, id, { lock });
    if (!row) {
      throw new NotFoundError();
    }
    if (!reachesLeave(actor, scopedOf(row))) {
      log.warn(
        { refusal: 'out_of_scope', entity: kind, entityId: id, actorUserId: actor.userId },
        `${kindNames[kind]} out of the caller scope: answered 404`,
      );
      throw new NotFoundError();
    }
    return row;
  }

  /** `GET api/leave-requests/{id}` and `GET api/travel-plans/{id}`. */
  async get<Kind extends LeaveKind>(ctx: RequestContext, kind: Kind, id: number): Promise<Presented<Kind>> {
    const flags = await this.#gate(ctx.actor, kind);
    const row = await this.#reachable(this.deps.db, ctx, kind, id);
    return present(row, ctx.actor, { flags, today: today(ctx.clock) }) as Presented<Kind>;
  }

  /** `GET api/leave-requests`: a page the caller may see, filtered and sorted. */
  async listLeaveRequests(
    ctx: RequestContext,
    query: LeaveRequestListQuery,
    url: string,
  ): Promise<Paged<LeaveRequestRecord>> {
    const flags = await this.#gate(ctx.actor, 'leave_request');
    const { kinds: _kinds, ...page } = await this.#page(
      ctx,
      ['leave_request'],
      query,
      query.type,
      flags,
      url,
    );
    return { ...page, data: page.data.filter(isLeaveRequest) };
  }

  /** `GET api/travel-plans`: a page the caller may see, filtered and sorted. */
  async listTravelPlans(
    ctx: RequestContext,
    query: TravelPlanListQuery,
    url: string,
  ): Promise<Paged<TravelPlanRecord>> {
    const flags = await this.#gate(ctx.actor, 'travel_plan');
    const { kinds: _kinds, ...page } = await this.#page(ctx, ['travel_plan'], query, query.type, flags, url);
    return { ...page, data: page.data.filter(isTravelPlan) };
  }

  /** `GET api/leave-and-travel`: both kinds in one list (only those whose flags are on), each with its kind. */
  async listCombined(
    ctx: RequestContext,
    query: LeaveAndTravelListQuery,
    url: string,
  ): Promise<Paged<LeaveAndTravelItem>> {
    const flags = (await pageMetadata(this.deps.db)).feature_flags;
    const kinds = (['leave_request', 'travel_plan'] as const).filter(
      (kind) => leaveKindOn(ctx.actor, flags, kind) && (query.kind === undefined || query.kind === kind),
    );
    if (!leaveKindOn(ctx.actor, flags, 'leave_request')) {
      throw new NotFoundError();
    }
    const page = await this.#page(ctx, kinds, query, undefined, flags, url);
    return {
      ...page,
      data: page.data.map((record, index) => ({ ...record, kind: page.kinds[index] }) as LeaveAndTravelItem),
    };
  }

  async #page(
    { actor, clock }: RequestContext,
    kinds: readonly LeaveKind[],
    query: LeaveAndTravelListQuery & { per_page?: number; page?: number; sort?: LeaveAndTravelSort },
    types: readonly string[] | undefined,
    flags: FeatureFlags,
    url: string,
  ): Promise<Paged<LeaveRequestRecord | TravelPlanRecord> & { kinds: LeaveKind[] }> {
    refuseEmptyIdLists(query, ['person_profile', 'organisation']);
    const { db } = this.deps;
    const day = today(clock);
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } =
      kinds.length === 0
        ? { rows: [], total: 0 }
        : await repository.listLeaveIds(
            db,
            actor,
            kinds,
            {
              personProfileIds: query.person_profile,
              organisationIds: query.organisation,
              statuses: query.status,
              types: types ? [...types] : undefined,
              from: query.from,
              to: query.to,
              awaitingConfirmationOn: query.awaiting_confirmation ? day : undefined,
            },
            query.sort ?? 'departure',
            { limit: page.perPage, offset: offsetOf(page) },
          );
    const found = new Map<string, LeaveRow>();
    for (const kind of kinds) {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
      for (const row of await repository.findLeaves(db, kind, ids)) {
        found.set(`${kind}:${row.id}`, row);
      }
    }
    const ordered = rows.flatMap((row) => found.get(`${row.kind}:${row.id}`) ?? []);
    const data = ordered.map((row) => present(row, actor, { flags, today: day }));
    return { ...pagedOf(data, total, page, url), kinds: ordered.map((row) => row.kind) };
  }

  /**
   * The person a new request is for (the query's, else the caller's own) with their family, if the
   * caller may speak for them; else a 404, logged.
   */
  async #personFor(ctx: RequestContext, requested: number | undefined) {
    const { db } = this.deps;
    const { actor, log } = ctx;
    const personProfileId = requested ?? actor.personProfileId;
    const family = personProfileId === null ? [] : await repository.familyOf(db, personProfileId);
    const person = family.find((member) => member.id === personProfileId);
    const deciding = person ? await repository.decidingOrganisationOf(db, person.id) : undefined;
    const scoped: ScopedLeave | undefined =
      person && deciding
        ? {
            personProfileId: person.id,
            subjectIds: [],
            travellingFamilyMemberIds: [],
            decidingOrganisationId: deciding.organisationId,
            mobilisedBy: person.mobilisedBy,
            status: 'AWAITING_APPROVAL',
            departureDate: null,
            returnDate: null,
            hasBeenConfirmedAsTakingPlace: false,
            hasBeenConfirmedAsEnded: false,
            isLegacy: false,
          }
        : undefined;
    if (!person || !deciding || !scoped || !speaksForPerson(actor, scoped)) {
      log.warn(
        {
          refusal: 'out_of_scope',
          entity: 'person_profile',
          entityId: personProfileId,
          actorUserId: actor.userId,
        },
        'leave or travel for a person the caller does not speak for: answered 404',
      );
      throw new NotFoundError();
    }
    return { person, family, deciding };
  }

  async #template(
    ctx: RequestContext,
    kind: LeaveKind,
    family: readonly { id: number; name: string }[],
    formKind: 'blank' | 'record',
    asksForChangeReason: boolean,
  ): Promise<FormTemplate> {
    const { language } = ctx;
    const travel = kind === 'travel_plan';
    return leaveTemplate(kind, {
      language,
      family,
      countries: travel ? this.deps.referenceData.staticList('countries', language) : [],
      organisations: travel ? await this.deps.referenceData.organisations(language) : [],
      asksForChangeReason,
      formKind,
    });
  }

  /** `GET api/leave-requests/form[?person_profile=]` and the travel one: the blank form for the person. */
  async blankForm(
    ctx: RequestContext,
    kind: LeaveKind,
    personProfileId: number | undefined,
  ): Promise<FormTemplate> {
    await this.#gate(ctx.actor, kind);
    const { family } = await this.#personFor(ctx, personProfileId);
    return this.#template(ctx, kind, family, 'blank', false);
  }

  /**
   * `GET api/leave-requests/{id}/form` and the travel one: the form of a record the caller may edit,
   * with its answers and version; an approved one asks first for the reason of a change.
   */
  async recordForm(ctx: RequestContext, kind: LeaveKind, id: number): Promise<RecordForm> {
    await this.#gate(ctx.actor, kind);
    const row = await this.#editable(this.deps.db, ctx, kind, id);
    const family = await repository.familyOf(this.deps.db, row.person_profile_id);
    const template = await this.#template(ctx, kind, family, 'record', row.status === 'APPROVED');
    const answers = storedAnswersOf(row);
    return { ...withAnswers(template, (fieldName) => answers[fieldName]), version: row.version };
  }

  /** The record, if the caller may edit it (else 404, logged) and it may be edited (else 409). */
  async #editable(db: Kysely<Database>, ctx: RequestContext, kind: LeaveKind, id: number, lock = false) {
    const row = await this.#reachable(db, ctx, kind, id, lock);
    if (!speaksForPerson(ctx.actor, scopedOf(row))) {
      ctx.log.warn(
        {
          refusal: 'out_of_scope',
          entity: kind,
          entityId: id,
          access: 'write',
          actorUserId: ctx.actor.userId,
        },
        `${kindNames[kind]} the caller may read but not edit: answered 404`,
      );
      throw new NotFoundError();
    }
    if (!isEditable(scopedOf(row))) {
      throw new TransitionNotAllowedError();
    }
    return row;
  }

  /**
   * Refuses answers that break a local constraint of the form (422 naming each field; the same
   * constraints the form judges in the browser, the return after the departure among them), subjects
   * outside the person's family, a sub type without EXTRAORDINARY leave, and files the caller may not
   * attach. Answers what the record's answers become.
   */
  async #judge(
    db: Kysely<Database>,
    ctx: RequestContext,
    kind: LeaveKind,
    template: FormTemplate,
    stored: StoredAnswers,
    body: Answers,
    recordId: number | null,
  ): Promise<StoredAnswers> {
    const names = answerNamesOf[kind];
    const submitted: Record<string, AnswerValue> = {};
    for (const name of names) {
      if (body[name] !== undefined) {
        submitted[name] = body[name] as AnswerValue;
      }
    }
    // A new departure is judged against the stored return as well: the rule sits on the return.
    if (submitted.departureDate !== undefined && submitted.returnDate === undefined && stored.returnDate) {
      submitted.returnDate = stored.returnDate;
    }
    const errors = localAnswerErrors(template, stored, submitted);
    if (errors.size > 0) {
      throw answerErrorsResponse(ctx.language, errors);
    }
    const merged: StoredAnswers = { ...stored, ...submitted };
    if (kind === 'leave_request') {
      const types = (merged.types ?? []) as string[];
      if (!types.includes('EXTRAORDINARY')) {
        if (body.subType) {
          throw fieldError(['answers', 'subType'], 'sub_type_only_for_extraordinary');
        }
        merged.subType = null;
      }
    } else {
      if (merged.travelType === 'TRAVEL_TO_ANOTHER_ORGANISATION') {
        merged.destinationCountry = null;
      } else if (merged.travelType) {
        merged.destinationOrganisationId = null;
      }
      if (merged.hasNotifiedOnSiteLeadership !== false) {
        merged.hasNotNotifiedOnSiteLeadershipReason = null;
      }
    }
    if (body.attachments) {
      const refused = await repository.unattachableAssets(
        db,
        kind,
        recordId,
        body.attachments,
        ctx.actor.userId,
      );
      if (refused.length > 0) {
        throw fieldError(['answers', 'attachments'], 'assets_not_attachable', { ids: refused.join(', ') });
      }
      merged.attachments = body.attachments;
    }
    return merged;
  }

  /** Writes the answers that differ from the stored ones: the record's columns, its people, types and files. */
  async #writeAnswers(
    db: Kysely<Database>,
    kind: LeaveKind,
    id: number,
    changed: Record<string, unknown>,
    merged: StoredAnswers,
  ) {
    const has = (name: string) => Object.hasOwn(changed, name);
    if (has('subjectIds')) {
      await repository.replacePeople(db, kind, 'subjects', id, merged.subjectIds as number[]);
    }
    if (has('travellingFamilyMemberPersonProfileIds')) {
      const travelling = merged.travellingFamilyMemberPersonProfileIds as number[];
      await repository.replacePeople(db, kind, 'travelling', id, travelling);
    }
    if (kind === 'leave_request' && (has('types') || has('subType'))) {
      const subType = (merged.subType as string | null) ?? null;
      await repository.replaceLeaveTypes(
        db,
        id,
        ((merged.types ?? []) as string[]).map((type) => ({
          type,
          subType: type === 'EXTRAORDINARY' ? subType : null,
        })),
      );
    }
    if (
      kind === 'travel_plan' &&
      (has('travelType') || has('destinationCountry') || has('destinationOrganisationId'))
    ) {
      await repository.replaceTravelType(
        db,
        id,
        merged.travelType
          ? {
              type: merged.travelType as string,
              country: (merged.destinationCountry as string | null) ?? null,
              organisationId: (merged.destinationOrganisationId as number | null) ?? null,
            }
          : null,
      );
    }
    if (has('attachments')) {
      await repository.replaceAttachments(db, kind, id, merged.attachments as number[]);
    }
  }

  /** The columns of the answers that changed. */
  #columnsOf(changed: Record<string, unknown>, merged: StoredAnswers): LeaveColumns {
    const columns: Record<string, unknown> = {};
    for (const [answer, column] of Object.entries(columnOfAnswer)) {
      if (Object.hasOwn(changed, answer)) {
        columns[column] = merged[answer] ?? null;
      }
    }
    if (Object.hasOwn(changed, 'destinationAddress')) {
      columns.destination_address = merged.destinationAddress
        ? JSON.stringify(merged.destinationAddress)
        : null;
    }
    if (Object.hasOwn(changed, 'phoneNumbers')) {
      const numbers = (merged.phoneNumbers ?? []) as string[];
      columns.phone_numbers = numbers.length > 0 ? JSON.stringify(numbers) : null;
    }
    return columns as LeaveColumns;
  }

  /**
   * `POST api/leave-requests[?person_profile=]` and `POST api/travel-plans`: a new request, awaiting
   * approval, of the person named (the caller's own by default), whom the caller must speak for (the
   * person, their office staff, an admin; else 404). It is decided by the receiving organisation of the
   * person's current assignment, else their mobilising one, and is linked to their current assignments.
   * Without subjects, the person is the one subject. The record, its parts and one audit row are
   * written in one transaction.
   */
  async create(
    ctx: RequestContext,
    kind: LeaveKind,
    body: Answers,
    requestedPerson: number | undefined,
  ): Promise<CreatedResponse> {
    const { db } = this.deps;
    const { actor, clock } = ctx;
    await this.#gate(actor, kind);
    const { person, family, deciding } = await this.#personFor(ctx, requestedPerson);
    const template = await this.#template(ctx, kind, family, 'blank', false);
    const answers: Answers = { subjectIds: [person.id], ...body };
    const merged = await this.#judge(db, ctx, kind, template, blankAnswers, answers, null);
    const { after } = changedValues(blankAnswers, merged);
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const id = await repository.insertLeave(
        trx,
        kind,
        {
          person_profile_id: person.id,
          organisation_id: deciding.organisationId,
          ...this.#columnsOf(after, merged),
        },
        deciding.assignmentIds,
        actor.userId,
        now,
      );
      await this.#writeAnswers(trx, kind, id, after, merged);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId: deciding.organisationId,
          entity: kind,
          entityId: id,
          action: 'create',
          before: null,
          after: {
            personProfileId: person.id,
            organisationId: deciding.organisationId,
            ...after,
            version: 1,
          },
        },
        now,
      );
      return { id };
    });
  }

  /**
   * `PUT api/leave-requests/{id}` and `PUT api/travel-plans/{id}`: writes the answers sent that change
   * something, if `version`, when sent, is still the stored one (else 409). Only who may edit it (else
   * 404); a rejected or imported record is not edited (409). An edit of an APPROVED record needs
   * `updatedReason` (else 422) and returns it to AWAITING_APPROVAL, its decision cleared.
   */
  async update<Kind extends LeaveKind>(
    ctx: RequestContext,
    kind: Kind,
    id: number,
    body: Answers,
    version: number | undefined,
  ): Promise<Presented<Kind>> {
    const { db } = this.deps;
    await this.#gate(ctx.actor, kind);
    // The template the answers are judged by is read before the transaction: PGlite has one connection,
    // which the transaction holds.
    const current = await this.#editable(db, ctx, kind, id);
    const family = await repository.familyOf(db, current.person_profile_id);
    const template = await this.#template(ctx, kind, family, 'record', false);
    await versionedUpdate(db, ctx, {
      entity: kind,
      entityId: id,
      expectedVersion: version,
      lock: (trx) => this.#reachable(trx, ctx, kind, id, true),
      refuse: async (trx) => {
        await this.#editable(trx, ctx, kind, id);
      },
      change: async (trx, row) => {
        const stored = storedAnswersOf(row);
        const merged = await this.#judge(trx, ctx, kind, template, stored, body, id);
        const { before, after } = changedValues(stored, merged);
        const columns = this.#columnsOf(after, merged);
        const changes = Object.keys(after).length > 0;
        if (row.status === 'APPROVED' && (changes || body.updatedReason !== undefined)) {
          if (!body.updatedReason) {
            throw fieldError(['answers', 'updatedReason'], 'field_required');
          }
          before.status = row.status;
          after.status = 'AWAITING_APPROVAL';
          Object.assign(columns, {
            status: 'AWAITING_APPROVAL',
            decision_reason: null,
            decided_by: null,
            decided_at: null,
          } satisfies LeaveColumns);
        }
        if (body.updatedReason !== undefined && body.updatedReason !== row.updated_reason) {
          before.updatedReason = row.updated_reason;
          after.updatedReason = body.updatedReason;
          columns.updated_reason = body.updatedReason;
        }
        return {
          before,
          after,
          organisationId: row.organisation?.id ?? null,
          write: async (now) => {
            const version = await repository.updateLeave(trx, kind, id, columns, ctx.actor.userId, now);
            await this.#writeAnswers(trx, kind, id, after, merged);
            return version;
          },
        };
      },
    });
    return this.get(ctx, kind, id);
  }

  /**
   * `POST …/approve` and `…/reject`: office staff of the deciding organisation (or an admin) decide a
   * request awaiting approval, never one they are part of (403, Z7); a decided one is not decided again
   * (409, Z8), nor one changed since `version` was read (409). Approving needs the dates, a type and, for
   * EXTRAORDINARY leave, its sub type (else 422). The decision, its audit row and its mails (to the
   * person, and to whoever asked for them) are written in one transaction, so two decisions at once leave
   * one decision's.
   */
  async decide<Kind extends LeaveKind>(
    ctx: RequestContext,
    kind: Kind,
    id: number,
    decision: { approve: LeaveChangeBody } | { reject: LeaveRejectBody },
  ): Promise<Presented<Kind>> {
    const { db } = this.deps;
    const { actor } = ctx;
    await this.#gate(actor, kind);
    const approving = 'approve' in decision;
    const body = 'approve' in decision ? decision.approve : decision.reject;
    const reason = 'reject' in decision ? decision.reject.reason : null;
    await versionedUpdate(db, ctx, {
      entity: kind,
      entityId: id,
      action: approving ? 'approve' : 'reject',
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, kind, id, true),
      refuse: (_trx, row) => {
        const refusal = decisionRefusal(actor, scopedOf(row));
        if (refusal === 'own_request') {
          throw new OwnRequestError();
        }
        if (refusal === 'no_right') {
          throw new CapabilityNotHeldError();
        }
      },
      change: async (trx, row) => {
        if (!awaitsDecision(scopedOf(row))) {
          throw new TransitionNotAllowedError();
        }
        if (approving) {
          refuseIncomplete(row);
        }
        const status = approving ? 'APPROVED' : 'REJECTED';
        return {
          before: { status: row.status },
          after: { status, ...(reason !== null && { decisionReason: reason }) },
          organisationId: row.organisation?.id ?? null,
          write: async (now) => {
            const version = await repository.updateLeave(
              trx,
              kind,
              id,
              { status, decision_reason: reason, decided_by: actor.userId, decided_at: now },
              actor.userId,
              now,
            );
            await this.#mailDecision(trx, row, { status, reason }, now);
            return version;
          },
        };
      },
    });
    this.deps.mailQueued();
    return this.get(ctx, kind, id);
  }

  /**
   * Tells the two people a decision concerns: the person (when they have an account) and, when someone
   * else asked for them (their office staff), that requester. The decider needs no mail of their own
   * decision, and a decision lost to another sends nothing (C3: one decision, its mails only).
   */
  async #mailDecision(
    trx: Kysely<Database>,
    row: LeaveRow,
    { status, reason }: { status: 'APPROVED' | 'REJECTED'; reason: string | null },
    now: Date,
  ) {
    const link = `${this.deps.publicUrl}/${kindPaths[row.kind]}/${row.id}`;
    const name = `${row.person.first_name} ${row.person.last_name}`.trim();
    // Written for one recipient at a time: each reads it in their own language.
    const mail = (sentence: 'decided_text' | 'decided_for_requester') => (t: MailTranslator) => {
      const params = {
        id: row.public_id,
        name,
        dates: t('mail_leave_dates', { from: row.departure_date ?? '?', to: row.return_date ?? '?' }),
        decided: t(`mail_${row.kind}_${status}`),
      };
      return {
        subject: t(`mail_${row.kind}_decided_subject`, params),
        text: [
          t(`mail_${row.kind}_${sentence}`, params),
          ...(reason ? ['', t('mail_leave_reason', { reason })] : []),
          '',
          t('mail_open_it', { link }),
        ].join('\n'),
      };
    };
    const personEmail = await repository.personEmail(trx, row.person_profile_id);
    if (personEmail) {
      await enqueueTranslatedMail(trx, personEmail, mail('decided_text'), now);
    }
    const requesterEmail = row.created_by === null ? null : await repository.userEmail(trx, row.created_by);
    if (requesterEmail && requesterEmail !== personEmail) {
      await enqueueTranslatedMail(trx, requesterEmail, mail('decided_for_requester'), now);
    }
  }

  /**
   * `POST …/confirm-taking-place` and `…/confirm-ended`, only while the kind's extensive confirmation
   * flow is on (else 404): the person (or their office staff, or an admin; else 403) confirms an
   * approved request once its departure, or return, day has come, each once (else 409, Z8).
   */
  async confirm<Kind extends LeaveKind>(
    ctx: RequestContext,
    kind: Kind,
    id: number,
    step: 'confirm_taking_place' | 'confirm_ended',
    body: LeaveChangeBody,
  ): Promise<Presented<Kind>> {
    const { db } = this.deps;
    const { actor, clock } = ctx;
    const flags = await this.#gate(actor, kind);
    if (!confirmationsOn(flags, kind)) {
      throw new NotFoundError();
    }
    await versionedUpdate(db, ctx, {
      entity: kind,
      entityId: id,
      action: step,
      expectedVersion: body.version,
      lock: (trx) => this.#reachable(trx, ctx, kind, id, true),
      refuse: (_trx, row) => {
        if (!speaksForPerson(actor, scopedOf(row))) {
          throw new NotThePersonError();
        }
      },
      change: async (trx, row) => {
        if (!confirmationDue(scopedOf(row), step, today(clock))) {
          throw new TransitionNotAllowedError();
        }
        // Confirming it ended says it took place as well.
        const columns: LeaveColumns =
          step === 'confirm_taking_place'
            ? { has_been_confirmed_as_taking_place: true }
            : { has_been_confirmed_as_taking_place: true, has_been_confirmed_as_ended: true };
        const before = {
          hasBeenConfirmedAsTakingPlace: row.has_been_confirmed_as_taking_place,
          ...(step === 'confirm_ended' && { hasBeenConfirmedAsEnded: row.has_been_confirmed_as_ended }),
        };
        const after = {
          hasBeenConfirmedAsTakingPlace: true,
          ...(step === 'confirm_ended' && { hasBeenConfirmedAsEnded: true }),
        };
        return {
          ...changedValues(before, after),
          organisationId: row.organisation?.id ?? null,
          write: (now) => repository.updateLeave(trx, kind, id, columns, actor.userId, now),
        };
      },
    });
    return this.get(ctx, kind, id);
  }
}

/** Approving needs what a decision is about: the dates and the type (with EXTRAORDINARY's sub type). */
function refuseIncomplete(row: LeaveRow) {
  const missing = (field: string) => fieldError([field], 'field_required');
  if (!row.departure_date) throw missing('departureDate');
  if (!row.return_date) throw missing('returnDate');
  if (row.kind === 'leave_request') {
    if (row.types.length === 0) throw missing('types');
    if (row.types.some((type) => type.type === 'EXTRAORDINARY' && !type.sub_type)) throw missing('subType');
  } else if (travelTypesOf(row).length === 0) {
    const stored = row.types[0]?.type;
    if (!stored) throw missing('travelType');
    throw missing(
      stored === 'TRAVEL_TO_ANOTHER_ORGANISATION' ? 'destinationOrganisationId' : 'destinationCountry',
    );
  }
}
