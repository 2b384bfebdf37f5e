import { hasCapability } from '@mobilise/contract';
import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';
import {
  personProfileScope,
  runsPersonsOrganisation,
  type ScopedPerson,
} from '../../policies/person-profile-scope.ts';
import type { RateRule } from '../../rate-limit/rate-limiter.ts';
import type { AnswerTier, ParsedAnswer } from './answers.ts';

/** Invites of one person, so mails to one address: the 6th within an hour is refused. */
export const invitesPerPerson: RateRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * The organisation an invite of the person goes out for: the first of theirs the actor may create
 * people for (an admin: their home one, or none for a person of no organisation). Undefined when the
 * actor may not invite them, which is a 404 like any person out of reach.
 */
export function invitingOrganisation(actor: Actor, person: ScopedPerson): number | null | undefined {
  const granted = capabilities(actor);
  const organisationId = person.mobilisedBy.find((id) =>
    hasCapability(granted, 'create_person_profiles', id),
  );
  if (organisationId !== undefined) {
    return organisationId;
  }
  return actor.isAdmin ? null : undefined;
}

/** Where a person's invite goes: the address the pop-up shows for them. */
export function invitationAddress(person: {
  aim_positional_email: string | null;
  aim_personal_email: string | null;
  aim_alternative_email: string | null;
}): string | null {
  return person.aim_positional_email || person.aim_personal_email || person.aim_alternative_email || null;
}

/** The answer tiers the actor may write on a person they may update: office fields need one of their organisations. */
export function writableTiers(actor: Actor, person: ScopedPerson): ReadonlySet<AnswerTier> {
  return new Set<AnswerTier>(runsPersonsOrganisation(actor, person) ? ['self', 'office'] : ['self']);
}

/** The answers of an edit the actor may write; the others are ignored, their stored values kept (Z10). */
export function permittedAnswers(actor: Actor, person: ScopedPerson, answers: readonly ParsedAnswer[]) {
  const tiers = writableTiers(actor, person);
  return answers.filter((answer) => tiers.has(answer.tier));
}

/** An edit of a person's organisations: the list to store, or why it is refused (a field message key). */
export type MobilisingOrganisationsEdit =
  | { organisations: number[] }
  | { refused: 'mobilising_organisation_required' }
  | { refused: 'organisations_not_run'; ids: number[] };

/**
 * The person's organisations after an edit that asks for `requested`, in the requested order (the first
 * is the home one). A person is always left with one at least, since the organisations are what lets
 * anyone but an admin see them; a non-admin adds or removes only organisations they run, so a body
 * cannot move a person into or out of another (Z5). A refused edit changes nothing.
 */
export function mobilisingOrganisationsAfterEdit(
  actor: Actor,
  stored: readonly number[],
  requested: readonly number[],
): MobilisingOrganisationsEdit {
  const organisations = [...new Set(requested)];
  if (organisations.length === 0) {
    return { refused: 'mobilising_organisation_required' };
  }
  const scope = personProfileScope(actor, 'write');
  if (scope.all) {
    return { organisations };
  }
  const added = organisations.filter((organisationId) => !stored.includes(organisationId));
  const removed = stored.filter((organisationId) => !organisations.includes(organisationId));
  const notRun = [...added, ...removed].filter(
    (organisationId) => !scope.organisationIds.includes(organisationId),
  );
  return notRun.length > 0 ? { refused: 'organisations_not_run', ids: notRun } : { organisations };
}
