/**
 * A cookie value as RFC 6265 allows it: characters a cookie may hold stay as they are (so
 * `security=true&functional=false` is stored literally, SPEC §9); only the others (space, quote, comma,
 * semicolon, backslash, non-ASCII) and `%` itself are percent-encoded, which `readCookie` undoes.
 */
export function encodeCookieValue(value: string): string {
  return value.replace(/[^\x21\x23-\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, (char) => encodeURIComponent(char));
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Writes a first-party cookie from the browser (path /, SameSite=Lax). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is still missing in browsers we support
  document.cookie = `${name}=${encodeCookieValue(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure}`;
}

export function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeCookieValue(entry.slice(name.length + 1)) : null;
}
