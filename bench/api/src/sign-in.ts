import { xsrfCookieName, xsrfHeaderName } from '@mobilise/contract';

/** The cookies a Set-Cookie list gives, by name (attributes dropped). */
function cookiesOf(response: Response, into: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    into.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

/**
 * Signs in as a browser does: picks up the XSRF-TOKEN cookie from a first GET, then posts the
 * credentials echoing it in X-XSRF-TOKEN. Answers the Cookie header that carries the session.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  cookiesOf(await fetch(`${baseUrl}/api/health`), cookies);
  const xsrf = cookies.get(xsrfCookieName);
  if (!xsrf) {
    throw new Error(`GET /api/health set no ${xsrfCookieName} cookie`);
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), [xsrfHeaderName]: xsrf },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  cookiesOf(response, cookies);
  return cookieHeader();
}

/** The XSRF token a signed-in Cookie header carries, which every write echoes in X-XSRF-TOKEN. */
export function xsrfHeaderOf(cookieHeader: string): Record<string, string> {
  const pair = cookieHeader.split('; ').find((each) => each.startsWith(`${xsrfCookieName}=`));
  if (!pair) {
    throw new Error(`The session's cookies hold no ${xsrfCookieName}`);
  }
  return { [xsrfHeaderName]: pair.slice(xsrfCookieName.length + 1) };
}
