/** The XSRF token the server sets as a cookie, echoed as a header on every mutating request. */
export function xsrfToken(cookie: string = document.cookie): string | undefined {
  const entry = cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : undefined;
}

/** A call as every call of the app is made: with credentials, the interface language, and XSRF when mutating. */
export function apiFetch(url: string, language: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', language);
  const method = (init.method ?? 'GET').toUpperCase();
  const token = method === 'GET' ? undefined : xsrfToken();
  if (token) headers.set('X-XSRF-TOKEN', token);
  // A multipart form's content type (with its boundary) is the browser's to write.
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  return fetch(url, { ...init, headers, credentials: 'include' });
}
