import type { Actor } from '../../policies/actor.ts';
import {
  personProfileScope,
  runsPersonsOrganisation,
  type ScopedPerson,
} from '../../policies/person-profile-scope.ts';
import type { RateRule } from '../../rate-limit/rate-limiter.ts';
import type { AnswerTier, ParsedAnswer } from './answers.ts';

/** CSV exports per user (F8): each reads every person in scope, so the 11th within a minute is refused. */
export const peopleExportsPerUser: RateRule = { limit: 10, windowMs: 60_000 };

/** The answer tiers the actor may write on a person they may update: office fields need one of their organisations. */
export function writableTiers(actor: Actor, person: ScopedPerson): ReadonlySet<AnswerTier> {
  return new Set<AnswerTier>(runsPersonsOrganisation(actor, person) ? ['self', 'office'] : ['self']);
}

/** The answers of an edit the actor may write; the others are ignored, their stored values kept (Z10). */
export function permittedAnswers(actor: Actor, person: ScopedPerson, answers: readonly ParsedAnswer[]) {
  const tiers = writableTiers(actor, person);
  return answers.filter((answer) => tiers.has(answer.tier));
}

/**
 * The person's organisations after an edit that asks for `requested`: a non-admin adds or removes only
 * organisations they run; the others stay as stored, so a body cannot move a person into or out of an
 * organisation the caller does not run (Z5). The requested order is kept (the first is the home one).
 */
export function mobilisingOrganisationsAfterEdit(
  actor: Actor,
  stored: readonly number[],
  requested: readonly number[],
): number[] {
  const scope = personProfileScope(actor, 'write');
  if (scope.all) {
    return [...new Set(requested)];
  }
  const runs = (organisationId: number) => scope.organisationIds.includes(organisationId);
  const kept = requested.filter((organisationId) => runs(organisationId) || stored.includes(organisationId));
  const untouchable = stored.filter(
    (organisationId) => !runs(organisationId) && !kept.includes(organisationId),
  );
  return [...new Set([...kept, ...untouchable])];
}
