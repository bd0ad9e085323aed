import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Cookie, expect, type Page, type Route } from '@playwright/test';
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
  const trusted = trustedDevices.get(login);
  if (trusted) await page.context().addCookies([trusted]);
  const response = await page.request.post('/api/auth/sign-in', {
    data: { username: login, password },
    headers: { 'accept-language': locale },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = await response.json();
  if (!answer.challenge) return { role: answer.role as Role };
  // A second factor is asked (the e2e seed's admin has an authenticator with `e2eTotpSecret`). A code is
  // good once, so every journey of the run claims its own time step (claimTotpCode); "trust this device"
  // then spares this worker's later sign-ins of the same person the step.
  const second = await page.request.post('/api/auth/sign-in/second-factor', {
    data: { challengeId: answer.challenge.id, method: 'totp', code: await claimTotpCode(), trustDevice: true },
    headers: { 'accept-language': locale },
  });
  expect(second.status(), await second.text()).toBe(200);
  const trust = (await page.context().cookies()).find((cookie) => cookie.name === 'trustedDevice');
  if (trust) trustedDevices.set(login, trust);
  return { role: (await second.json()).role as Role };
}

/** This worker's trusted-device cookies, by login (one second step per person and worker). */
const trustedDevices = new Map<string, Cookie>();

const claimedSteps = join(tmpdir(), 'tendero-e2e-totp-step');
const claimLock = `${claimedSteps}.lock`;

/**
 * The demo admin's authenticator code for a time step no other journey of any worker has used (the server
 * refuses a code given again). Steps are claimed in order under a lock file: the current step or the next
 * (both inside the server's window); past those, the claim waits for the clock to reach the next step.
 */
export async function claimTotpCode(secret = e2eTotpSecret): Promise<string> {
  for (;;) {
    if (!tryLock()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    let step: number | null = null;
    try {
      const now = Math.floor(Date.now() / 30_000);
      const last = Number(readText(claimedSteps) ?? Number.NEGATIVE_INFINITY);
      const next = Math.max(now, last + 1);
      if (next <= now + 1) {
        writeFileSync(claimedSteps, String(next));
        step = next;
      }
    } finally {
      rmSync(claimLock, { force: true });
    }
    if (step !== null) {
      const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
      return totp.generate({ timestamp: step * 30_000 });
    }
    // Both steps in the window are taken: wait for the clock's next step.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  }
}

function tryLock(): boolean {
  try {
    closeSync(openSync(claimLock, 'wx'));
    return true;
  } catch {
    // A lock left by a worker that died while holding it (held for microseconds otherwise).
    try {
      if (Date.now() - statSync(claimLock).mtimeMs > 5_000) rmSync(claimLock, { force: true });
    } catch {}
    return false;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
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
    /** Lets the scripts held so far through and keeps holding those the page asks for later. */
    releaseHeld: async () => {
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
    /** Resolves once the page has asked for a script that is now held. */
    heldOne: async () => {
      await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    },
  };
}
