// Test helper: fetch mocked at the network boundary, so the real base query, store and pages run.
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

export type FetchHandler = (req: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch; every call is recorded in `requests`. Unrouted calls answer 404. */
export function installFetchMock(routes: Record<string, FetchHandler | Response | (() => Response)>) {
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const req: RecordedRequest = {
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    };
    requests.push(req);
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[`${req.method} ${path}`];
    if (!route) return new Response('', { status: 404, statusText: 'Not Found' });
    if (route instanceof Response) return route.clone();
    return route(req);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  window.fetch = globalThis.fetch;
  return {
    requests,
    mock,
    restore: () => {
      globalThis.fetch = original;
      window.fetch = original;
    },
  };
}
