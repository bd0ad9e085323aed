/**
 * Returns `candidate` only when it is a same-origin path ("/en/orders/my?x=1"); anything else (absolute
 * URLs, protocol-relative "//host", backslash tricks, javascript:/data: schemes, control characters)
 * gives `fallback`. Every `?next=`-style parameter and app redirect goes through this.
 */
export function safeInternalPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    const base = 'http://tendero.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** True for hrefs a link may follow inside the app, or for explicitly allowed outward schemes. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('mailto:') || href.startsWith('tel:')) return true;
  return safeInternalPath(href, '') === href || (href.startsWith('#') && !href.includes(':'));
}
