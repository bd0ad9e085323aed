import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, signIn } from './helpers';
import { journeyLocales } from './locales';
import { pushesReceived, subscribeThroughApi } from './push';

/**
 * Issue 40: a sales rep narrows their instant new-inquiry alerts on /orders/alerts, a client publishes a
 * matching inquiry, and the rep's alert e-mail is in the dev mailbox at once (the digest waits 10 minutes),
 * in the rep's language, with the link to the inquiry on /orders/find; the rep's subscribed phone gets it as
 * a push too (the push service stand-in decrypts it). Each language uses its own demo
 * company (an English-speaking one, a Polish one), so the two journeys run side by side.
 */
const journeys = {
  en: {
    rep: 'rep-moravia-dev',
    client: 'client-11',
    title: 'Alerts for new inquiries',
    narrow: "Only some of the team's services",
    save: 'Save my alerts',
    saved: 'Your alerts are saved.',
    subject: /^New inquiry: /,
    greeting: /^Hello /,
    push: /^New inquiry: /,
  },
  pl: {
    rep: 'rep-chmura-polnoc',
    client: 'client-12',
    title: 'Powiadomienia o nowych zapytaniach',
    narrow: 'Tylko niektóre usługi zespołu',
    save: 'Zapisz moje powiadomienia',
    saved: 'Twoje powiadomienia są zapisane.',
    subject: /^Nowe zapytanie: /,
    greeting: /^Dzień dobry /,
    push: /^Nowe zapytanie: /,
  },
} as const;

type Settings = { companyId: string; team: { services: string[]; cities: string[]; anywhere: boolean } };
type Mail = { to: string; subject: string; text: string };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptNecessaryCookies(context);
  return context.newPage();
}

for (const locale of journeyLocales('en')) {
  const t = journeys[locale];
  test(`${locale}: a rep narrows their alerts and is alerted at once of a matching inquiry`, async ({ browser }) => {
    test.setTimeout(150_000);
    const stamp = `${locale}-${Date.now()}`;
    const rep = await newPage(browser);
    await rep.setViewportSize(locale === 'en' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    await signIn(rep, t.rep, locale);
    // The rep's phone is subscribed to push (through the push service stand-in, which decrypts what it gets).
    const phone = await subscribeThroughApi(rep);
    const settings = (await (await rep.request.get('/api/me/inquiry-alerts')).json()) as Settings;
    const [service, ...others] = settings.team.services;
    expect(service, 'the demo company offers services').toBeTruthy();

    // The rep keeps only the team's first service.
    await rep.goto(`/${locale}/orders/alerts`);
    await expect(rep.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const mine = rep.getByRole('form', { name: locale === 'en' ? 'Your alerts' : 'Twoje powiadomienia' });
    await mine.getByLabel(t.narrow).check();
    const boxes = mine.getByRole('group', { name: t.narrow }).getByRole('checkbox');
    await expect(boxes).toHaveCount(settings.team.services.length);
    for (let index = others.length; index >= 1; index--) await boxes.nth(index).uncheck();
    await mine.getByRole('button', { name: t.save }).click();
    await expect(rep.getByText(t.saved)).toBeVisible();
    const axe = await new AxeBuilder({ page: rep }).exclude('[data-sonner-toaster]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await rep.screenshot({ path: test.info().outputPath(`alerts-${locale}.png`), fullPage: true });
    const saved = (await (await rep.request.get('/api/me/inquiry-alerts')).json()) as { me: { services: string[] } };
    expect(saved.me.services).toEqual([service]);

    // A client publishes an inquiry in that service, where the company works.
    const client = await newPage(browser);
    await signIn(client, t.client, locale);
    const description = `E2E alerts ${stamp}: we need help with this within the next month, details on a call.`;
    const city = settings.team.anywhere ? undefined : settings.team.cities[0];
    const created = await client.request.post('/api/orders', {
      data: { services: [service], description, budgetMin: 5000, currency: 'PLN', city, visibilityDays: 7 },
    });
    expect(created.status(), await created.text()).toBe(201);
    await client.context().close();

    // The alert is in the mailbox within seconds, in the rep's language, with the link to the inquiry.
    const email = `${t.rep}@demo.tendero.test`;
    let alert: Mail | undefined;
    await expect
      .poll(
        async () => {
          const mailbox = (await (await rep.request.get('/api/dev/mailbox')).json()) as { messages: Mail[] };
          alert = mailbox.messages.find((m) => m.to === email && m.text.includes(stamp));
          return alert?.subject ?? '';
        },
        { timeout: 60_000 },
      )
      .toMatch(t.subject);
    expect(alert?.text).toMatch(t.greeting);
    expect(alert?.text).toContain(`/${locale}/orders/find?service=${service}`);
    expect(alert?.text).toContain('kind=inquiries');
    // And the same alert as a push on the rep's phone, in the rep's language, opening the inquiries found.
    await expect
      .poll(async () => (await pushesReceived(phone.subscriptionId)).map((push) => push.payload.title ?? ''), {
        timeout: 60_000,
      })
      .toContainEqual(expect.stringMatching(t.push));
    const [push] = await pushesReceived(phone.subscriptionId);
    expect(push?.payload.url).toContain(`/${locale}/orders/find`);
    const link = alert?.text.match(/https?:\/\/\S+\/orders\/find\?\S+/)?.[0] ?? '';
    await rep.goto(new URL(link).pathname + new URL(link).search);
    await expect(rep.getByRole('article').filter({ hasText: stamp })).toBeVisible();
    await rep.context().close();
  });
}

for (const [locale, manager, teamTitle] of [
  ['en', 'mgr-moravia-dev', "Save the team's default"],
  ['pl', 'mgr-chmura-polnoc', 'Zapisz ustawienia zespołu'],
] as const) {
  test(`${locale}: the manager sees the team's default form, at 1280 and 390 px`, async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, manager, locale);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/orders/alerts`);
      await expect(page.getByRole('button', { name: teamTitle })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`alerts-manager-${locale}-${width}.png`), fullPage: true });
    }
    await page.context().close();
  });
}
