import type { CurrentUserResponse } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import type { Clock } from '../../ports.ts';
import { NotSignedInError } from '../auth/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthService } from '../auth/service.ts';
import type { SessionStateCache } from '../auth/session-state-cache.ts';
import { pageMetadata } from '../system-settings/service.ts';
import { currentUserOf } from './policy.ts';
import * as repository from './repository.ts';

export interface UsersServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  auth: AuthService;
  sessionState: SessionStateCache;
}

export class UserExistsError extends Error {
  override name = 'UserExistsError';
}

/** The current user, their own settings, and user administration. */
export class UsersService {
  constructor(private readonly deps: UsersServiceDependencies) {}

  /** users/me (and a sign-in's answer): the current user and the page metadata. */
  async currentUser(userId: number): Promise<CurrentUserResponse> {
    const [row, metadata] = await Promise.all([this.#signedInUser(userId), pageMetadata(this.deps.db)]);
    if (!row) {
      throw new NotSignedInError(404);
    }
    return { ...currentUserOf(row, actorOf(row)), page_metadata: metadata };
  }

  /** The actor of a signed-in user (every request that asks who it is); undefined for an unknown user. */
  async actor(userId: number): Promise<Actor | undefined> {
    const row = await this.#signedInUser(userId);
    return row && actorOf(row);
  }

  /** Creative-access mode on or off for the user (the person-profiles/me/… calls); audited when it changes. */
  async setCreativeAccess(userId: number, enabled: boolean): Promise<void> {
    await this.#change(
      userId,
      'is_creative_access',
      enabled,
      enabled ? 'enable_creative_access' : 'disable_creative_access',
    );
  }

  /** The My AIM onboarding is done; a second call changes nothing. */
  async completeOnboarding(userId: number): Promise<void> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (trx) => {
      const user = await repository.findUserForUpdate(trx, userId);
      if (!user) {
        throw new NotFoundError();
      }
      if (user.onboarding_completed_at !== null) {
        return;
      }
      const now = clock.now();
      await repository.updateUser(trx, userId, { onboarding_completed_at: now }, now);
      await writeAudit(
        trx,
        {
          actorUserId: userId,
          entity: 'user',
          entityId: userId,
          action: 'complete_onboarding',
          before: { onboarding_completed_at: null },
          after: { onboarding_completed_at: now.toISOString() },
        },
        now,
      );
    });
  }

  /** Disables a user, ending all their sessions at once (S5). */
  async disableUser(actorUserId: number | null, userId: number): Promise<void> {
    const { db, clock, auth } = this.deps;
    await db.transaction().execute(async (trx) => {
      const user = await repository.findUserForUpdate(trx, userId);
      if (!user) {
        throw new NotFoundError();
      }
      const now = clock.now();
      if (user.disabled_at === null) {
        await repository.updateUser(trx, userId, { disabled_at: now }, now);
      }
      const ended = await auth.endAllSessions(trx, userId);
      await writeAudit(
        trx,
        {
          actorUserId,
          entity: 'user',
          entityId: userId,
          action: 'disable',
          before: { disabled_at: user.disabled_at?.toISOString() ?? null },
          after: { disabled_at: (user.disabled_at ?? now).toISOString(), sessions_ended: ended },
        },
        now,
      );
    });
  }

  /** The first admin (cli/create-admin.ts); an address already in use is refused. */
  async createAdmin(input: { email: string; password: string }): Promise<number> {
    const { db, clock } = this.deps;
    const passwordHash = await hashPassword(input.password);
    return db.transaction().execute(async (trx) => {
      if (await repository.findUserByEmail(trx, input.email)) {
        throw new UserExistsError(`A user with the e-mail address ${input.email} exists already`);
      }
      const now = clock.now();
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email.trim(),
          password_hash: passwordHash,
          is_admin: true,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'email', 'is_admin'])
        .executeTakeFirstOrThrow();
      await writeAudit(
        trx,
        {
          actorUserId: null,
          entity: 'user',
          entityId: user.id,
          action: 'create_admin',
          after: { email: user.email, is_admin: user.is_admin },
        },
        now,
      );
      return user.id;
    });
  }

  #signedInUser(userId: number) {
    const { db, sessionState } = this.deps;
    return sessionState.users.get(userId, () => repository.findCurrentUserRow(db, userId));
  }

  async #change(userId: number, field: 'is_creative_access', value: boolean, action: string) {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (trx) => {
      const user = await repository.findUserForUpdate(trx, userId);
      if (!user) {
        throw new NotFoundError();
      }
      if (user[field] === value) {
        return;
      }
      const now = clock.now();
      await repository.updateUser(trx, userId, { [field]: value }, now);
      await writeAudit(
        trx,
        {
          actorUserId: userId,
          entity: 'user',
          entityId: userId,
          action,
          before: { [field]: user[field] },
          after: { [field]: value },
        },
        now,
      );
    });
  }
}
