import { type CompanyTitle, companyTitleIds } from '@tendero/contracts';
import { type AppLocale, translate } from '@tendero/i18n';

/** GET /managers/company-titles: the badges and the rule that earns each, in the reader's language. */
export function companyTitles(locale: AppLocale): CompanyTitle[] {
  return companyTitleIds.map((id) => ({
    _id: id,
    name: translate(locale, `companies.titles.${id}.name`),
    rule: translate(locale, `companies.titles.${id}.rule`),
  }));
}
