import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, signInAs } from './helpers';
import { journeyLocales } from './locales';

/** "My data": a sales rep who joined by invitation has no phone and still corrects their name. */

const words = {
  en: { firstName: 'First name', phone: 'Phone number', optional: /^Optional\./, save: 'Save', saved: 'Saved' },
  pl: { firstName: 'Imię', phone: 'Numer telefonu', optional: /^Opcjonalnie\./, save: 'Zapisz', saved: 'Zapisano' },
} as const;

/** Demo reps (no phone, as after an invitation) no other journey uses. */
const reps = { en: 'rep-odra-systems', pl: 'rep-porto-apps' } as const;

for (const locale of journeyLocales('pl')) {
  const w = words[locale];

  test(`${locale}: a rep without a phone saves a corrected name`, async ({ page, context }) => {
    await acceptNecessaryCookies(context);
    await signInAs(page, reps[locale], locale);
    await page.goto(`/${locale}/account-settings/data`);
    await expect(page.getByText(w.optional)).toBeVisible();
    const firstName = page.getByLabel(w.firstName, { exact: true });
    // A second name added, or taken away again when a run before added it: each run changes the name.
    const saved = await firstName.inputValue();
    const name = saved.endsWith('-Maria') ? saved.slice(0, -'-Maria'.length) : `${saved}-Maria`;
    await firstName.fill(name);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    await page.reload();
    await expect(firstName).toHaveValue(name);
  });
}
