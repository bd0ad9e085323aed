type Handshake = { auth?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };

/** The access token of a handshake and where it came from (a cookie is sent by the browser on its own). */
export function tokenOf(handshake: Handshake): { token: string; fromCookie: boolean } | null {
  if (typeof handshake.auth?.token === 'string' && handshake.auth.token) {
    return { token: handshake.auth.token, fromCookie: false };
  }
  const header = handshake.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, fromCookie: false } : null;
  }
  // The browser on the same origin: the httpOnly access-token cookie comes with the handshake.
  const cookie = handshake.headers.cookie;
  if (typeof cookie === 'string') {
    for (const part of cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === 'accessToken' && value.length > 0) {
        const token = decodeURIComponent(value.join('='));
        return token ? { token, fromCookie: true } : null;
      }
    }
  }
  return null;
}

/**
 * Whether a cookie-authenticated handshake comes from a page of the app's own origin. Browsers send
 * `Origin` with every WebSocket handshake and every cross-origin request, and `Sec-Fetch-Site` with every
 * request; a same-origin long-polling GET may come without `Origin`, so `Sec-Fetch-Site` decides then. A
 * request with neither is not from a browser, so no other site can have made it carry someone's cookie.
 */
export function fromOwnOrigin(handshake: Handshake, ownOrigin: string): boolean {
  const origin = handshake.headers.origin;
  if (typeof origin === 'string') return origin === ownOrigin;
  const site = handshake.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  return true;
}

/** A refused handshake, with the code (and reason) the client reads from `connect_error`'s data. */
export function refusal(code: string, reason?: string): Error {
  return Object.assign(new Error(code), { data: { code, ...(reason ? { reason } : {}) } });
}
