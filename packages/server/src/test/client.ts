import { xsrfCookieName, xsrfHeaderName } from '@mobilise/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { uniqueAddress } from './factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientRequest {
  method: Method;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** false: send no X-XSRF-TOKEN header; a string: send that one instead of the cookie's. */
  xsrf?: boolean | string;
}

/**
 * A browser-like client over `app.inject`: keeps the cookies it is given, echoes the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN as the app does, and comes from its own address.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    readonly address = uniqueAddress(),
  ) {}

  /** The Cookie header this client sends: every cookie it keeps. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Picks up the XSRF-TOKEN cookie, as the app does by loading a page first. */
  async start() {
    await this.request({ method: 'GET', url: '/api/health' });
    return this;
  }

  async request({
    method,
    url,
    payload,
    headers = {},
    xsrf = true,
  }: ClientRequest): Promise<LightMyRequestResponse> {
    const { cookieHeader } = this;
    const xsrfToken = xsrf === true ? this.cookies.get(xsrfCookieName) : xsrf || undefined;
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        ...(cookieHeader && { cookie: cookieHeader }),
        ...(xsrfToken && { [xsrfHeaderName]: xsrfToken }),
        ...headers,
      },
      ...(payload !== undefined && { payload }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: InjectOptions['payload']) {
    return this.request({ method: 'POST', url, payload });
  }

  put(url: string) {
    return this.request({ method: 'PUT', url });
  }

  login(email: string, password: string) {
    return this.post('/api/auth/login', { email, password });
  }
}

/** A client signed in as `user` through the login route, as every role-based test starts. */
export async function signedInClient(
  app: App,
  user: { email: string; password: string },
): Promise<TestClient> {
  const client = await new TestClient(app).start();
  const response = await client.login(user.email, user.password);
  if (response.statusCode !== 200) {
    throw new Error(`Signing in as ${user.email} answered ${response.statusCode}: ${response.body}`);
  }
  return client;
}

/**
 * `as(user)`: one client per user, signed in on first use and kept, so a table test over roles signs each
 * role in once; `as.forget(user)` makes the next call sign in afresh (after the user's rights changed).
 * `app` is read at each call, since a suite builds its app in beforeAll.
 */
export function signedInClients(app: () => App) {
  const clients = new Map<{ email: string; password: string }, TestClient>();
  const as = async (user: { email: string; password: string }): Promise<TestClient> => {
    let client = clients.get(user);
    if (!client) {
      client = await signedInClient(app(), user);
      clients.set(user, client);
    }
    return client;
  };
  return Object.assign(as, { forget: (user: { email: string; password: string }) => clients.delete(user) });
}
