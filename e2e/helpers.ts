import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
// The contracts' role table itself (Playwright compiles our sources, not a workspace package's entry).
import { type Role, roleHome } from '../packages/contracts/src/routing/roles';
import { e2eTotpSecret } from './server-env';

export { e2eTotpSecret };

/** The cookie-consent answer (necessary only), so the banner does not cover what a journey clicks. */
export async function acceptNecessaryCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([
    {
      name: 'tenderoPolicyAccepted',
      value: 'security=true&functional=false&analitic=false&ad=false',
      url: 'http://localhost',
    },
  ]);
}

/**
 * Signs in through the API, as the login form does (POST /api/auth/sign-in; the session cookies land in the
 * page's browser context), without opening a page. For journeys whose subject is not the sign-in: they skip
 * the login page's render, hydration and typing. The form itself is the subject of accounts.spec.ts (every
 * role's landing, both languages, wrong passwords, the blocked account).
 */
export async function signIn(
  page: Page,
  login: string,
  locale: 'en' | 'pl' = 'en',
  password = 'Tendero!2026',
): Promise<{ role: Role }> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { username: login, password },
    headers: { 'accept-language': locale },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = await response.json();
  if (!answer.challenge) return { role: answer.role as Role };
  // A second factor is asked (the e2e seed's admin has an authenticator with `e2eTotpSecret`). A code
  // already used by another journey on this server is refused, so the next step's code (inside the
  // window) is tried after it; "trust this device" keeps the rest of the journey's sign-ins to one step.
  for (const offset of [0, 30]) {
    const second = await page.request.post('/api/auth/sign-in/second-factor', {
      data: { challengeId: answer.challenge.id, method: 'totp', code: totpCodeAt(offset), trustDevice: true },
      headers: { 'accept-language': locale },
    });
    if (second.status() === 200) return { role: (await second.json()).role as Role };
  }
  throw new Error(`the second factor of ${login} was refused`);
}

/** The authenticator code of a Base32 secret now (or `offsetSeconds` from now), as the phone app shows it. */
export function totpCodeAt(offsetSeconds = 0, secret = e2eTotpSecret): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/** Signs in (through the API, see signIn) and opens the role's home, where the login form would land. */
export async function signInAs(page: Page, login: string, locale: 'en' | 'pl' = 'en', password = 'Tendero!2026') {
  const { role } = await signIn(page, login, locale, password);
  await page.goto(`/${locale}${roleHome[role]}`);
}

/**
 * Waits until the page just loaded is live (React has hydrated it: `HydrationMark`). A button pressed
 * before that is kept and pressed again then (early-press.tsx, its own journey); a journey that checks what
 * a press does right away waits for the page instead.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Holds every script of the page until `release()`: the page stays server HTML until then. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.fallback();
  });
  return {
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}
