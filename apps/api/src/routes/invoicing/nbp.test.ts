import { createNbpRates, RatesUnavailableError } from '@tendero/domain/invoicing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NbpStandIn } from '../../test/nbp-stand-in';

/** NBP's average rate of the last working day before the sale, through the adapter, against the stand-in. */
let nbp: NbpStandIn;
let rates: ReturnType<typeof createNbpRates>;

beforeAll(async () => {
  nbp = new NbpStandIn();
  rates = createNbpRates(await nbp.listen());
});
afterAll(async () => {
  await nbp.close();
});
beforeEach(() => {
  nbp.tables.clear();
  nbp.asked.length = 0;
  nbp.down = false;
});

describe('NBP exchange rates', () => {
  it('takes the table of the day before a sale on a working day', async () => {
    nbp.tables.set('2026-12-08', { mid: 4.2211, no: '237/A/NBP/2026' });
    nbp.tables.set('2026-12-09', { mid: 4.2999, no: '238/A/NBP/2026' });
    expect(await rates.eurRateBefore('2026-12-09')).toEqual({
      rate: '4.2211',
      table: '237/A/NBP/2026',
      date: '2026-12-08',
    });
    expect(nbp.asked).toEqual(['2026-12-08']);
  });

  it('steps back over a weekend: a sale on Monday takes Friday’s table', async () => {
    nbp.tables.set('2026-12-04', { mid: 4.2567, no: '235/A/NBP/2026' });
    expect(await rates.eurRateBefore('2026-12-07')).toMatchObject({ rate: '4.2567', date: '2026-12-04' });
    expect(nbp.asked).toEqual(['2026-12-06', '2026-12-05', '2026-12-04']);
  });

  it('steps back over holidays and a weekend (Christmas): the last table before them', async () => {
    nbp.tables.set('2026-12-23', { mid: 4.25, no: '248/A/NBP/2026' });
    expect(await rates.eurRateBefore('2026-12-28')).toEqual({
      rate: '4.2500',
      table: '248/A/NBP/2026',
      date: '2026-12-23',
    });
    expect(nbp.asked).toEqual(['2026-12-27', '2026-12-26', '2026-12-25', '2026-12-24', '2026-12-23']);
  });

  it('never guesses: NBP down, or no table for ten days, is an error the job retries later', async () => {
    nbp.down = true;
    await expect(rates.eurRateBefore('2026-12-09')).rejects.toBeInstanceOf(RatesUnavailableError);
    nbp.down = false;
    await expect(rates.eurRateBefore('2026-12-09')).rejects.toBeInstanceOf(RatesUnavailableError);
    expect(nbp.asked).toHaveLength(10);
    const closed = createNbpRates('http://127.0.0.1:9');
    await expect(closed.eurRateBefore('2026-12-09')).rejects.toBeInstanceOf(RatesUnavailableError);
  });
});
