import type { TaxIdentityValues } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { demoCompanyProfile } from '@tendero/db/seed';
import type { Accounts } from '@tendero/domain/accounts';
import { findPlace } from '@tendero/domain/catalog';
import { addTaxIdentities, vatPrefixOf } from '@tendero/domain/tax-identity';
import { demoMarketplaceCompanies, hashOf, mulberry32, type Random } from './demo-marketplace-build';
import { demoSoloFirm } from './demo-solo-firm';

/** A company as the tax identity step sees it: its manager's login and the facts of its profile. */
export type DemoTaxCompany = {
  login: string;
  name: string;
  country: string;
  city: string;
  postalCode: string;
  address: string;
};

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A valid NIP drawn from the company's own random numbers: nine digits and their check digit (never 10). */
export function demoNip(random: Random): string {
  for (;;) {
    // A tax office's three digits (101–999: a NIP never starts with 0), then six more.
    const body = `${100 + Math.floor(random() * 900)}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
    const check = nipWeights.reduce((sum, weight, index) => sum + weight * Number(body[index]), 0) % 11;
    if (check !== 10) return `${body}${check}`;
  }
}

const regonWeights = [8, 9, 2, 3, 4, 5, 6, 7];

/** A valid 9-digit REGON: eight drawn digits and their check digit (10 counts as 0). */
export function demoRegon(random: Random): string {
  const body = String(10_000_000 + Math.floor(random() * 90_000_000));
  const check = (regonWeights.reduce((sum, weight, index) => sum + weight * Number(body[index]), 0) % 11) % 10;
  return `${body}${check}`;
}

/**
 * The national part of a demo EU VAT number with its country's format (what `validator`'s isVAT accepts):
 * `#` a drawn digit, anything else as written. Demo numbers are not anyone's: VIES would not confirm them.
 */
const vatFormats: Record<string, string> = {
  AT: 'U########',
  BE: '0#########',
  BG: '#########',
  CZ: '########',
  DE: '#########',
  DK: '########',
  EE: '#########',
  ES: 'B#######A',
  FI: '########',
  FR: '###########',
  GR: '#########',
  HR: '###########',
  HU: '########',
  IE: '#######A',
  IT: '###########',
  LT: '#########',
  LU: '########',
  LV: '###########',
  NL: '#########B01',
  RO: '########',
  SE: '##########01',
  SI: '########',
  SK: '##########',
};

/** Portugal's numbers carry a check digit (11 minus the weighted sum modulo 11; 10 and 11 give 0). */
function portugueseNumber(random: Random): string {
  const body = `${1 + Math.floor(random() * 9)}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return `${body}${check > 9 ? 0 : check}`;
}

export function demoVatNumber(country: string, random: Random): string {
  const national =
    country === 'PT'
      ? portugueseNumber(random)
      : (vatFormats[country] ?? '#########').replace(/#/g, () => String(Math.floor(random() * 10)));
  return `${vatPrefixOf(country)}${national}`;
}

/** The tax identity a demo company gives: its name as the legal name, its profile's address. */
export function demoTaxIdentityOf(company: DemoTaxCompany): TaxIdentityValues {
  const random = mulberry32(hashOf(`${company.login}/tax`));
  const polish = company.country === 'PL';
  // Companies (sp. z o.o., S.A.) are in the National Court Register; a sole trader is not.
  const registered = /sp\. z o\.o\.|S\.A\.$/.test(company.name);
  return {
    country: company.country as TaxIdentityValues['country'],
    legalName: company.name,
    nip: polish ? demoNip(random) : null,
    regon: polish ? demoRegon(random) : null,
    krs: polish && registered ? String(Math.floor(random() * 1_000_000)).padStart(10, '0') : null,
    vatNumber: polish ? null : demoVatNumber(company.country, random),
    registeredAddress: {
      street: company.address || '—',
      postalCode: company.postalCode || '—',
      // Polish names for Polish addresses; elsewhere the English one (Cologne, not Kolonia).
      city: findPlace(company.city)?.names[polish ? 'pl' : 'en'] ?? company.city,
    },
  };
}

/** Every demo company: the demo company, the one-person firm and the marketplace's. */
export function demoTaxCompanies(): DemoTaxCompany[] {
  const { details } = demoCompanyProfile;
  return [
    {
      login: 'manager',
      name: details.name,
      country: details.country || 'PL',
      city: details.city,
      postalCode: details.postalCode,
      address: details.address,
    },
    { login: demoSoloFirm.username, ...demoSoloFirm.details },
    ...demoMarketplaceCompanies().map((company) => ({ login: `mgr-${company.slug}`, ...company.details })),
  ];
}

/**
 * Gives each demo company a valid tax identity (issue 38: Premium is invoiced to it, so a demo manager can
 * buy it): valid NIPs for Polish companies, format-valid EU VAT numbers ("format checked") for the others.
 * One insert; a company that has one keeps it.
 */
export async function seedDemoTaxIdentities(db: Db, accounts: Pick<Accounts, 'sessionOf'>): Promise<void> {
  const rows: { companyId: string; values: TaxIdentityValues }[] = [];
  for (const company of demoTaxCompanies()) {
    const companyId = (await accounts.sessionOf(company.login))?.companyId;
    if (companyId) rows.push({ companyId, values: demoTaxIdentityOf(company) });
  }
  await addTaxIdentities(db, rows, new Date());
}
