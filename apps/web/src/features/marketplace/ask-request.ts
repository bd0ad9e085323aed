import { inquiryServicesMax } from '@tendero/contracts';
import type { InquiryRequest } from './inquiry-dialog';

/**
 * "Ask for an offer" of one company: that company asked, with its services preselected. Where the page is
 * about some services (a service or category page, text read as services), the company's services among
 * them come first and alone when it has any; otherwise all of its services (the dialog keeps those the
 * catalogue knows), at most as many as an inquiry may name.
 */
export function askCompanyRequest(
  company: { id: string; name: string; services: readonly string[] },
  pageServices: readonly string[] = [],
): InquiryRequest {
  const matching = company.services.filter((slug) => pageServices.includes(slug));
  const services = (matching.length > 0 ? matching : company.services).slice(0, inquiryServicesMax);
  return { companies: [{ id: company.id, name: company.name }], more: 0, services: [...services] };
}

/**
 * The service "Ask all companies found" preselects on a category page: the category's service that most of
 * the listed companies offer (the first of the category on a tie, or when none is listed).
 */
export function categoryAskService(
  categoryServices: readonly string[],
  companies: readonly { services: readonly string[] }[],
): string | null {
  let best: string | null = categoryServices[0] ?? null;
  let most = 0;
  for (const slug of categoryServices) {
    const offering = companies.filter((company) => company.services.includes(slug)).length;
    if (offering > most) {
      best = slug;
      most = offering;
    }
  }
  return best;
}
