/**
 * The National Bank of Poland's average exchange rates (table A) through its public API
 * (`GET {base}/api/exchangerates/rates/a/eur/{date}/?format=json`), for the VAT in złoty of a euro invoice:
 * the rate of the last working day before the sale (art. 31a of the Polish VAT Act). NBP answers 404 for a
 * day without a table (weekends, holidays), so the adapter steps back a day at a time. Anything else (NBP
 * unreachable, a 5xx, an answer it cannot read) is `RatesUnavailableError`: the invoice waits and is issued
 * later, never with a guessed rate.
 */
export type NbpRate = {
  /** PLN for 1 EUR with NBP's four decimals, e.g. "4.2567". */
  rate: string;
  /** The table's number, e.g. "235/A/NBP/2026". */
  table: string;
  /** The table's date (YYYY-MM-DD). */
  date: string;
};

export type ExchangeRates = {
  /** The EUR rate of the last working day before `saleDate` (YYYY-MM-DD). */
  eurRateBefore(saleDate: string): Promise<NbpRate>;
};

export class RatesUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RatesUnavailableError';
  }
}

/** The day before an ISO date (YYYY-MM-DD), by the calendar. */
export function dayBefore(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

type NbpAnswer = { table?: string; code?: string; rates?: { no?: string; effectiveDate?: string; mid?: number }[] };

export function createNbpRates(
  baseUrl: string,
  options: { maxDaysBack?: number; timeoutMs?: number; fetch?: typeof fetch } = {},
): ExchangeRates {
  const base = baseUrl.replace(/\/$/, '');
  const maxDaysBack = options.maxDaysBack ?? 10;
  const get = options.fetch ?? fetch;
  return {
    async eurRateBefore(saleDate) {
      let date = saleDate;
      for (let step = 0; step < maxDaysBack; step++) {
        date = dayBefore(date);
        let answer: Response;
        try {
          answer = await get(`${base}/api/exchangerates/rates/a/eur/${date}/?format=json`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          });
        } catch (error) {
          throw new RatesUnavailableError(`NBP unreachable: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (answer.status === 404) {
          await answer.body?.cancel();
          continue;
        }
        if (!answer.ok) throw new RatesUnavailableError(`NBP answered ${answer.status} for ${date}`);
        const body = (await answer.json().catch(() => null)) as NbpAnswer | null;
        const rate = body?.rates?.[0];
        if (!rate || typeof rate.mid !== 'number' || !rate.no || !(rate.mid > 0)) {
          throw new RatesUnavailableError(`NBP's answer for ${date} holds no rate`);
        }
        return { rate: rate.mid.toFixed(4), table: rate.no, date: rate.effectiveDate ?? date };
      }
      throw new RatesUnavailableError(`NBP has no table in the ${maxDaysBack} days before ${saleDate}`);
    },
  };
}

/** A VAT amount in euro cents in złoty grosze at an NBP rate ("4.2567"), rounded half up to the grosz. */
export function toPlnGrosze(cents: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const tenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
  const scaled = cents * tenThousandths;
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(scaled) / 10_000);
}
