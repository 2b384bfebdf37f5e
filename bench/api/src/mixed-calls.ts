import type { Agent } from 'node:http';
import { endpoints } from './endpoints.ts';
import { globalSearchCalls } from './global-search.ts';
import { type HttpAnswer, type HttpCall, send } from './http-client.ts';
import type { MixedFixture } from './mixed-fixture.ts';
import type { AcknowledgedWrites } from './mixed-writes.ts';
import type { Fixture } from './prepare-database.ts';

export const callNames = [
  'users/me',
  'people list',
  'people search',
  'organisation dashboard',
  'global search',
  'profile autosave',
  'leave create',
  'leave approve',
  'file download',
] as const;
export type CallName = (typeof callNames)[number];

/** What the calls of one load share: the signed-in session, the fixture and what was written. */
export interface MixContext {
  agent: Agent;
  baseUrl: string;
  /** A browser's GET headers with the session's cookie. */
  readHeaders: Record<string, string>;
  /** The same with the XSRF token, and no compression, since the answers are read. */
  writeHeaders: Record<string, string>;
  fixture: Fixture;
  people: MixedFixture;
  /** The uploaded file the downloads fetch. */
  assetId: number;
  /** Each autosaved profile's version as last read or saved. */
  versions: Map<number, number>;
  /** Leave requests created and not yet decided, oldest first. */
  pendingLeave: number[];
  writes: AcknowledgedWrites;
  /** The number of the next write, for its unique marker. */
  nextWrite: number;
  /** Each call's latency (ms) when it succeeded, and its failures. */
  record(name: CallName, outcome: { ms: number } | { error: string }): void;
}

export interface Call {
  name: CallName;
  /** Its share of the mixed load, out of the weights' sum. */
  weight: number;
  /** Makes the call once as user `user` (0 … connections − 1); false when there was nothing to do. */
  run(context: MixContext, user: number): Promise<boolean>;
}

/**
 * Times one call and records it under `name`: a success when it answered `expected`, else an error
 * naming the status. Answers the answer either way (undefined when the connection failed).
 */
async function timed(
  context: MixContext,
  name: CallName,
  calls: HttpCall[],
  expected: number,
): Promise<HttpAnswer[] | undefined> {
  const begun = performance.now();
  try {
    const answers = await Promise.all(
      calls.map((call) =>
        send(context.agent, context.baseUrl, call, { keepBody: call.method !== undefined }),
      ),
    );
    const wrong = answers.find((answer) => answer.status !== expected);
    context.record(
      name,
      wrong
        ? {
            error: `${calls[0]?.method ?? 'GET'} ${calls[0]?.path}: ${wrong.status} ${wrong.body.slice(0, 200)}`,
          }
        : { ms: performance.now() - begun },
    );
    return answers;
  } catch (error) {
    context.record(name, { error: String(error) });
    return undefined;
  }
}

/** A GET call of the mix, its paths in turn; several paths are sent together and timed until the last answer. */
function read(name: CallName, weight: number, paths: (context: MixContext) => () => string | string[]): Call {
  const sources = new WeakMap<MixContext, () => string | string[]>();
  return {
    name,
    weight,
    run: async (context) => {
      let next = sources.get(context);
      if (!next) {
        next = paths(context);
        sources.set(context, next);
      }
      const wanted = next();
      const each = Array.isArray(wanted) ? wanted : [wanted];
      await timed(
        context,
        name,
        each.map((path) => ({ path, headers: context.readHeaders })),
        200,
      );
      return true;
    },
  };
}

const marker = (context: MixContext) => `${context.writes.prefix}${context.nextWrite++}`;
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * The profile form's autosave of one field, with the version last read: user n edits the n-th person's
 * profile, as one person's form is open in one browser. A 409 (someone saved since) is an error of the
 * run; the save is then made again on the version re-read, as the form does, so that it still lands.
 */
const autosave: Call = {
  name: 'profile autosave',
  weight: 25,
  run: async (context, user) => {
    const profileId = context.people.autosavePeople[user % context.people.autosavePeople.length] as number;
    const value = marker(context);
    for (let attempt = 0; attempt < 3; attempt++) {
      const path = `/api/person-profiles/${profileId}`;
      const json = { answers: { specialNeeds: value }, version: context.versions.get(profileId) };
      const [answer] = (await timed(
        context,
        'profile autosave',
        [{ method: 'PUT', path, headers: context.writeHeaders, json }],
        200,
      )) ?? [undefined];
      if (answer?.status === 200) {
        const { version } = JSON.parse(answer.body) as { version: number };
        context.versions.set(profileId, version);
        context.writes.autosaves.push({ profileId, marker: value, version });
        return true;
      }
      if (answer?.status !== 409) {
        return true;
      }
      const current = await send(
        context.agent,
        context.baseUrl,
        { path, headers: context.writeHeaders },
        {
          keepBody: true,
        },
      );
      context.versions.set(profileId, (JSON.parse(current.body) as { version: number }).version);
    }
    return true;
  },
};

/** Office staff ask for compassionate leave for one of the people they decide for, in turn. */
const leaveCreate: Call = {
  name: 'leave create',
  weight: 5,
  run: async (context) => {
    const { leavePeople } = context.people;
    const person = leavePeople[context.nextWrite % leavePeople.length] as number;
    const notes = marker(context);
    const answers = {
      subjectIds: [person],
      departureDate: day(60),
      arrivalDate: day(61),
      returnDate: day(75),
      destination: 'Aberdeen',
      types: ['EXTRAORDINARY'],
      subType: 'COMPASSIONATE',
      notes,
    };
    const [answer] = (await timed(
      context,
      'leave create',
      [
        {
          method: 'POST',
          path: `/api/leave-requests?person_profile=${person}`,
          headers: context.writeHeaders,
          json: { answers },
        },
      ],
      201,
    )) ?? [undefined];
    if (answer?.status === 201) {
      const { id } = JSON.parse(answer.body) as { id: number };
      context.writes.leaveCreates.push({ id, marker: notes });
      context.pendingLeave.push(id);
    }
    return true;
  },
};

/** Office staff approve the oldest request still awaiting a decision (none: nothing to do). */
const leaveApprove: Call = {
  name: 'leave approve',
  weight: 5,
  run: async (context) => {
    const id = context.pendingLeave.shift();
    if (id === undefined) {
      return false;
    }
    const [answer] = (await timed(
      context,
      'leave approve',
      [
        {
          method: 'POST',
          path: `/api/leave-requests/${id}/approve`,
          headers: context.writeHeaders,
          json: { version: 1 },
        },
      ],
      200,
    )) ?? [undefined];
    if (answer?.status === 200) {
      context.writes.leaveApprovals.push(id);
    }
    return true;
  },
};

/**
 * The mix, by weight out of 100: reads as the office's day makes them (its people paged and searched,
 * the dashboard, the header's search, a file opened) and writes as often as a form being filled in makes
 * them (the autosaves), with leave asked for and approved in pairs.
 */
export const calls: Call[] = [
  read('users/me', 10, () => () => '/api/users/me'),
  read('people list', 15, (context) => endpoints.list.paths(context.fixture)),
  read('people search', 15, (context) => endpoints.search.paths(context.fixture)),
  read(
    'organisation dashboard',
    5,
    (context) => () => `/api/organisations/${context.fixture.organisationId}/dashboard`,
  ),
  // The header's global search: its three calls for one query at once, as the results panel waits for all three.
  read('global search', 10, (context) => {
    const terms = context.fixture.globalSearchTerms;
    let next = 0;
    return () => globalSearchCalls(terms[next++ % terms.length] as string);
  }),
  autosave,
  leaveCreate,
  leaveApprove,
  read('file download', 10, (context) => () => `/assets/${context.assetId}`),
];
