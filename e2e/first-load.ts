import { gzipSync } from 'node:zlib';

/**
 * Issue 20's measure of what a phone downloads before it can answer a tap, shared by `bench:pages` (which
 * prints it) and `public-pages.spec.ts` (which holds the budget), so the two always count the same thing.
 */

/** The first-load JavaScript every measured public page stays within, KB gzip. */
export const firstLoadBudgetKb = 150;

/** The results page the measure uses (the demo data lists companies there in both seeds). */
export const measuredResults = '/en/marketplace/search/all?q=ksiegowosc&city=krakow';

/** The six pages issue 20 measures, given the path of one listed company's page. */
export function measuredPages(company: string): string[] {
  return ['/en', '/pl/marketplace', measuredResults, company, '/en/orders/find', '/pl/blog'];
}

/**
 * A page's first-load JavaScript: every script file its HTML names, but the legacy `nomodule` ones modern
 * browsers skip, each counted once, gzip at level 9. `load` fetches a script by its address in the page.
 */
export async function firstLoadJavaScript(
  html: string,
  load: (source: string) => Promise<Buffer>,
): Promise<{ gzipKb: number; rawKb: number; files: number }> {
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)]
      .filter((match) => !/\bnomodule\b/i.test(match[0]))
      .map((match) => match[1] as string),
  );
  let gzip = 0;
  let raw = 0;
  for (const source of sources) {
    const body = await load(source);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { gzipKb: gzip / 1024, rawKb: raw / 1024, files: sources.size };
}
