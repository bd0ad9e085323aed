import { createHash } from 'node:crypto';
import { compressedCopies } from './content-encoding';

/**
 * Pages that are the same for every anonymous visitor (landing, about, blog, legal texts, the marketplace,
 * results, company and public profile pages, the inquiry list), rendered once and kept per URL until their
 * data may have changed: any successful write through the API in this process, or `ttlMs` (for what
 * another process or a job changed). The viewer's own parts (menu, favourites, buttons) are the same for
 * every anonymous visitor; a signed-in viewer always gets a fresh render.
 */
export const cacheablePageIds = new Set([
  'home',
  'about',
  'statue',
  'privacy',
  'blog',
  'blogArticle',
  'marketplace',
  'marketplaceSearch',
  'marketplaceCompany',
  'salesProfilePublic',
  'clientProfilePublic',
  'ordersFind',
]);

export type CachedPage = {
  /** The page's HTML with no nonce in it. */
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  contentType: string;
  /** `'sha256-…'` of each inline script, for the page's Content-Security-Policy. */
  scriptHashes: string[];
  storedAt: number;
  version: number;
};

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const nonceAttribute = /\snonce="[^"]*"/g;

/**
 * A rendered page made fit to serve to anyone: the per-request nonce removed (a cached nonce would be
 * public), and each inline script's hash kept so the policy can allow exactly those scripts.
 */
export function prepareCachedPage(html: string): { html: string; scriptHashes: string[] } {
  const clean = html.replace(nonceAttribute, '');
  const hashes = new Set<string>();
  for (const match of clean.matchAll(inlineScript)) {
    const content = match[1] ?? '';
    if (content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return { html: clean, scriptHashes: [...hashes] };
}

export function createPageCache(options: { ttlMs: number; maxPages: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  let version = 0;
  return {
    enabled: options.ttlMs > 0 && options.maxPages > 0,
    /** A page still valid for this key, or null. */
    get(key: string): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.version !== version || now() - page.storedAt > options.ttlMs) {
        pages.delete(key);
        return null;
      }
      // Most recently used last: the oldest is dropped first when full.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Keeps a page rendered at `version` (a write since then makes it stale at once). */
    set(key: string, html: string, contentType: string, renderedAt: number): void {
      if (renderedAt !== version) return;
      const prepared = prepareCachedPage(html);
      const body = Buffer.from(prepared.html, 'utf8');
      pages.delete(key);
      pages.set(key, {
        body,
        // Compressed once for the minute or so the page is kept.
        ...compressedCopies(body),
        contentType,
        scriptHashes: prepared.scriptHashes,
        storedAt: now(),
        version,
      });
      while (pages.size > options.maxPages) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
    /** The version a render starts at: a render that a write overtook is not kept. */
    version: () => version,
    /** Data changed (a successful write): every kept page is stale. */
    invalidate(): void {
      version++;
      pages.clear();
    },
    size: () => pages.size,
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
