import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';
import { enqueueTranslatedMail } from '../../mail/outbox.ts';
import type { Clock, Random } from '../../ports.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { InvalidCredentialsError, LinkExpiredError } from './errors.ts';
import { dummyPasswordHash, emailKey, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import {
  authRateRules,
  invitationLifetimeMs,
  resetLinkLifetimeMs,
  type SessionTimeouts,
  sessionIsAlive,
  sessionTouchIntervalMs,
} from './policy.ts';
import * as repository from './repository.ts';
import type { SessionStateCache } from './session-state-cache.ts';
import { hashToken, newToken } from './tokens.ts';

export interface AuthServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  random: Random;
  limiter: RateLimiter;
  sessionTimeouts: SessionTimeouts;
  /** The address the app is reached at, for links in mail (no trailing slash). */
  publicUrl: string;
  /** Called after a commit that queued mail, so that the outbox sender sends it. */
  mailQueued: () => void;
  sessionState: SessionStateCache;
}

/** A new session: the token goes into the cookie, only its hash into the database. */
export interface StartedSession {
  token: string;
  userId: number;
}

/** The session a request carries, once checked. */
export interface RequestSession {
  /** The stored id (a hash of the token). */
  id: string;
  userId: number;
}

export const forgotPasswordMessage =
  'If an account uses this address, a message with a link to choose a new password is on its way.';

/** Sign-in, registration, password reset and sessions. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDependencies) {}

  /**
   * Checks e-mail and password and starts a session; the request's former session, if any, ends (S2).
   * Unknown e-mails are checked against a dummy hash, so all failures look and last alike (A2).
   */
  async login(input: { email: string; password: string; address: string; currentToken?: string }) {
    const { db, clock, limiter } = this.deps;
    const accountBucket = `login:account:${emailKey(input.email)}`;
    const addressBucket = `login:address:${input.address}`;
    await limiter.refuseWhenLimited([
      [addressBucket, authRateRules.loginFailuresPerAddress],
      [accountBucket, authRateRules.loginFailuresPerAccount],
    ]);

    const user = await repository.findUserByEmail(db, input.email);
    const storedHash = user?.password_hash ?? (await dummyPasswordHash());
    const passwordIsRight = await verifyPassword(storedHash, input.password);
    if (!user?.password_hash || user.disabled_at || !passwordIsRight) {
      await limiter.record(accountBucket, authRateRules.loginFailuresPerAccount);
      await limiter.record(addressBucket, authRateRules.loginFailuresPerAddress);
      throw new InvalidCredentialsError();
    }
    await limiter.clear(accountBucket);

    const upgradedHash = needsRehash(user.password_hash) ? await hashPassword(input.password) : undefined;
    return db.transaction().execute(async (trx) => {
      if (upgradedHash) {
        const now = clock.now();
        await repository.setPasswordHash(trx, user.id, upgradedHash, now);
        await writeAudit(
          trx,
          { actorUserId: user.id, entity: 'user', entityId: user.id, action: 'password_rehashed' },
          now,
        );
      }
      return this.#startSession(trx, user.id, input.currentToken);
    });
  }

  /** Sets the password of the invited address, creating its user, and signs in; the link works once (A6). */
  async register(input: { token: string; password: string; address: string }) {
    const { db, clock } = this.deps;
    await this.#countLinkAttempt(input.address);
    const invitation = await repository.findInvitation(db, hashToken(input.token));
    if (!invitation || invitation.used_at || invitation.expires_at.getTime() <= clock.now().getTime()) {
      throw new LinkExpiredError();
    }
    const passwordHash = await hashPassword(input.password);
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (!(await repository.useInvitation(trx, invitation.id, now))) {
        throw new LinkExpiredError();
      }
      const existing = await repository.findUserByEmail(trx, invitation.email);
      if (existing && (existing.password_hash || existing.disabled_at)) {
        // Registered already (or disabled): the link has served its purpose.
        throw new LinkExpiredError();
      }
      let userId: number;
      if (existing) {
        userId = existing.id;
        await repository.setPasswordHash(trx, userId, passwordHash, now);
        await writeAudit(
          trx,
          {
            actorUserId: userId,
            organisationId: invitation.organisation_id,
            entity: 'user',
            entityId: userId,
            action: 'registered',
          },
          now,
        );
      } else {
        const user = await repository.insertUser(trx, {
          email: invitation.email,
          password_hash: passwordHash,
          created_at: now,
        });
        userId = user.id;
        await writeAudit(
          trx,
          {
            actorUserId: userId,
            organisationId: invitation.organisation_id,
            entity: 'user',
            entityId: userId,
            action: 'registered',
            after: { email: user.email, is_admin: user.is_admin, language: user.language },
          },
          now,
        );
      }
      if (invitation.person_profile_id !== null) {
        await repository.linkPersonProfile(trx, invitation.person_profile_id, userId, now);
      }
      return this.#startSession(trx, userId);
    });
  }

  /**
   * Mails a reset link when the address belongs to a user who may sign in; answers the same either way
   * (A5). Only the newest link works: issuing one deletes the user's unused ones (A7).
   */
  async forgotPassword(input: { email: string; address: string }): Promise<void> {
    const { db, clock, random, limiter, publicUrl } = this.deps;
    const accountBucket = `forgot:account:${emailKey(input.email)}`;
    const addressBucket = `forgot:address:${input.address}`;
    await limiter.refuseWhenLimited([
      [addressBucket, authRateRules.forgotPerAddress],
      [accountBucket, authRateRules.forgotPerAccount],
    ]);
    await limiter.record(accountBucket, authRateRules.forgotPerAccount);
    await limiter.record(addressBucket, authRateRules.forgotPerAddress);

    const user = await repository.findUserByEmail(db, input.email);
    if (!user?.password_hash || user.disabled_at) {
      return;
    }
    const token = newToken(random);
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      await repository.deleteUnusedResetTokens(trx, user.id);
      await repository.insertResetToken(trx, {
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(now.getTime() + resetLinkLifetimeMs),
        created_at: now,
      });
      await enqueueTranslatedMail(
        trx,
        user.email,
        (t) => ({
          subject: t('mail_password_reset_subject'),
          text: t('mail_password_reset_text', { link: `${publicUrl}/reset-password?token=${token}` }),
        }),
        now,
      );
    });
    this.deps.mailQueued();
  }

  /**
   * Sets a new password from a reset link: the link works once (A7), every other session of the user
   * ends and the user is told by mail (A8).
   */
  async resetPassword(input: { token: string; password: string; address: string; currentToken?: string }) {
    const { db, clock, publicUrl } = this.deps;
    await this.#countLinkAttempt(input.address);
    const resetToken = await repository.findResetToken(db, hashToken(input.token));
    if (!resetToken || resetToken.used_at || resetToken.expires_at.getTime() <= clock.now().getTime()) {
      throw new LinkExpiredError();
    }
    const user = await repository.findUserById(db, resetToken.user_id);
    if (!user || user.disabled_at) {
      throw new LinkExpiredError();
    }
    const passwordHash = await hashPassword(input.password);
    const keep = input.currentToken ? await this.resolveSession(input.currentToken) : undefined;
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (!(await repository.useResetToken(trx, resetToken.id, now))) {
        throw new LinkExpiredError();
      }
      await repository.setPasswordHash(trx, user.id, passwordHash, now);
      const ended = await repository.deleteSessionsOfUser(
        trx,
        user.id,
        keep?.userId === user.id ? keep.id : undefined,
      );
      await writeAudit(
        trx,
        {
          actorUserId: user.id,
          entity: 'user',
          entityId: user.id,
          action: 'password_reset',
          after: { sessions_ended: ended },
        },
        now,
      );
      await enqueueTranslatedMail(
        trx,
        user.email,
        (t) => ({
          subject: t('mail_password_changed_subject'),
          text: t('mail_password_changed_text', { link: `${publicUrl}/forgot-password` }),
        }),
        now,
      );
    });
    this.deps.mailQueued();
  }

  /** Whether a user who may sign in, or a disabled one, has the address: a register link would not work. */
  async hasAccount(email: string): Promise<boolean> {
    const user = await repository.findUserByEmail(this.deps.db, email);
    return Boolean(user?.password_hash || user?.disabled_at);
  }

  /**
   * Makes a register link for an address (valid 7 days), queues its mail, and answers the token. A link
   * for a person replaces their unused ones, so only the newest works (as A7 for resets): an older mail,
   * perhaps to an address since corrected, no longer registers anyone as that person. `alongside` writes
   * in the same transaction (the profile's invited_on).
   */
  async invite(
    input: {
      email: string;
      organisationId: number | null;
      personProfileId: number | null;
      invitedBy: number | null;
      /** The language of the inviting request, for a mail to an address that has no account yet. */
      language?: Language;
    },
    alongside?: (trx: Kysely<Database>, now: Date) => Promise<void>,
  ): Promise<string> {
    const { db, clock, random, publicUrl } = this.deps;
    const token = newToken(random);
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (input.personProfileId !== null) {
        await repository.deleteUnusedInvitationsOf(trx, input.personProfileId);
      }
      await alongside?.(trx, now);
      const invitation = await repository.insertInvitation(trx, {
        token_hash: hashToken(token),
        email: input.email.trim(),
        organisation_id: input.organisationId,
        person_profile_id: input.personProfileId,
        invited_by: input.invitedBy,
        expires_at: new Date(now.getTime() + invitationLifetimeMs),
        created_at: now,
      });
      await writeAudit(
        trx,
        {
          actorUserId: input.invitedBy,
          organisationId: input.organisationId,
          entity: 'invitation',
          entityId: invitation.id,
          action: 'created',
          after: { email: input.email.trim(), person_profile_id: input.personProfileId },
        },
        now,
      );
      await enqueueTranslatedMail(
        trx,
        input.email.trim(),
        (t) => ({
          subject: t('mail_invitation_subject'),
          text: t('mail_invitation_text', { link: `${publicUrl}/register?token=${token}` }),
        }),
        now,
        input.language,
      );
    });
    this.deps.mailQueued();
    return token;
  }

  /** The session a token names, if it is still alive; touches it now and then, ends it when dead (S4, S5). */
  async resolveSession(token: string): Promise<RequestSession | undefined> {
    const { db, clock, sessionTimeouts, sessionState } = this.deps;
    const id = hashToken(token);
    const now = clock.now();
    let session = await sessionState.sessions.get(id, () => repository.findSession(db, id));
    if (session && !sessionIsAlive(session, now, sessionTimeouts)) {
      // The kept copy may predate another server's touch: only the stored session can say it is dead.
      sessionState.sessions.forget(id);
      session = await repository.findSession(db, id);
    }
    if (!session) {
      return undefined;
    }
    if (!sessionIsAlive(session, now, sessionTimeouts)) {
      await repository.deleteSession(db, id);
      return undefined;
    }
    if (now.getTime() - session.last_seen_at.getTime() >= sessionTouchIntervalMs) {
      await repository.touchSession(db, id, now);
      sessionState.sessions.forget(id);
    }
    return { id, userId: session.user_id };
  }

  /** Ends the session a token names (S3); a token naming nothing is fine. */
  async logout(token: string): Promise<void> {
    await repository.deleteSession(this.deps.db, hashToken(token));
  }

  /** Ends every session of a user (S5); call it in the transaction that disables them. */
  async endAllSessions(db: Kysely<Database>, userId: number): Promise<number> {
    return repository.deleteSessionsOfUser(db, userId);
  }

  async #startSession(db: Kysely<Database>, userId: number, formerToken?: string): Promise<StartedSession> {
    const { clock, random, sessionTimeouts } = this.deps;
    if (formerToken) {
      await repository.deleteSession(db, hashToken(formerToken));
    }
    const token = newToken(random);
    const now = clock.now();
    await repository.insertSession(db, {
      id: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + sessionTimeouts.absoluteMs),
    });
    return { token, userId };
  }

  async #countLinkAttempt(address: string) {
    const bucket = `links:address:${address}`;
    await this.deps.limiter.refuseWhenLimited([[bucket, authRateRules.linksPerAddress]]);
    await this.deps.limiter.record(bucket, authRateRules.linksPerAddress);
  }
}
