import { parseArgs } from 'node:util';

/** The command line of seed:scale, checked: it stops with a message when a value is out of range. */
export const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    inquiries: { type: 'string', default: '50000' },
    force: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    history: { type: 'string', default: '0.35' },
  },
});
export const total = Number(args.companies);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'seed:scale needs DATABASE_URL (a PostgreSQL database it may fill), e.g.\n  createdb tendero_bench\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/tendero_bench npm run seed:scale -- --companies 100000',
  );
  process.exit(1);
}
if (!Number.isInteger(total) || total < 1 || total > 2_000_000) {
  console.error('--companies must be a whole number between 1 and 2,000,000');
  process.exit(1);
}
export const historyShare = Number(args.history);
if (!(historyShare >= 0 && historyShare <= 1)) {
  console.error('--history must be a share of the listed companies between 0 and 1 (0: no histories)');
  process.exit(1);
}

/** Rows per INSERT (one array parameter per column, so the row count is not limited by parameters). */
export const batchSize = 2000;
/** INSERTs in flight at once (the pool has one connection more). */
export const parallel = 3;
/** The database it fills (checked above). */
export const url: string = databaseUrl;
