import type { RateRule } from '../../rate-limit/rate-limiter.ts';

const minute = 60_000;
const hour = 60 * minute;

/** Idle timeout and absolute lifetime of a session (S4). */
export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export const defaultSessionTimeouts: SessionTimeouts = { idleMs: 2 * hour, absoluteMs: 12 * hour };

/** A session's last_seen_at is written at most this often, so that reads stay reads. */
export const sessionTouchIntervalMs = minute;

export const resetLinkLifetimeMs = hour;
export const invitationLifetimeMs = 7 * 24 * hour;

/** The rate limits of sign-in and links (A3, A4, A5). */
export const authRateRules = {
  /** Failed sign-ins per account (A3): the 11th attempt within 15 minutes is refused. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * minute },
  /** Failed sign-ins per address, whatever the accounts (A4). */
  loginFailuresPerAddress: { limit: 20, windowMs: 15 * minute },
  /** Forgot-password requests per e-mail address, known or not (A5). */
  forgotPerAccount: { limit: 3, windowMs: hour },
  /** Forgot-password requests per client address (A5). */
  forgotPerAddress: { limit: 10, windowMs: 15 * minute },
  /** Reset and register attempts per client address. */
  linksPerAddress: { limit: 10, windowMs: 15 * minute },
} satisfies Record<string, RateRule>;

/** Whether a stored session still holds at `now`: user enabled, not idle too long, not past its lifetime. */
export function sessionIsAlive(
  session: { last_seen_at: Date; expires_at: Date; disabled_at: Date | null },
  now: Date,
  timeouts: SessionTimeouts,
): boolean {
  return (
    session.disabled_at === null &&
    now.getTime() < session.expires_at.getTime() &&
    now.getTime() < session.last_seen_at.getTime() + timeouts.idleMs
  );
}
