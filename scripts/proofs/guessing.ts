// Probe of issue 37's per-account guessing bound, against a running Tendero (`npm start` first), from many
// loopback addresses (127.0.0.0/8 is all loopback on Linux: each request leaves from an address of its own).
//   A. 120 wrong passwords at once to one account, each from a new address;
//   B. 150 wrong passwords at once from 15 addresses to another account, then 120 one by one from new ones;
// then the owner signs in from the address they used before the guessing. A request answered 401 had its
// password checked; 200 with a challenge got the e-mailed step-up instead (no check); 429 was refused.
// Prints the figures; exits 1 when more than ACCOUNT_FAILED_SIGN_INS_PER_HOUR (100) passwords were checked
// in a scenario or the owner is kept out.
//   npx tsx scripts/proofs/guessing.ts
//   PROOF_URL=http://127.0.0.1:3550 PROOF_ACCOUNTS=client-14,client-15 PROOF_PASSWORD='Tendero!2026' npx tsx scripts/proofs/guessing.ts
// The server should allow the sign-ins per address this sends (AUTH_RATE_LIMIT_PER_MINUTE=100, say), or
// the per-address rate limit answers 429 before the accounts rules are reached, which proves less.
import { request } from 'node:http';

const base = new URL(process.env.PROOF_URL ?? 'http://127.0.0.1:3000');
const [first = 'client-14', second = 'client-15'] = (process.env.PROOF_ACCOUNTS ?? '').split(',').filter(Boolean);
const password = process.env.PROOF_PASSWORD ?? 'Tendero!2026';
const ceiling = Number(process.env.PROOF_CEILING ?? 100);

type Outcome = 'checked' | 'step-up' | 'refused' | 'signed-in' | `other ${number}`;

/** One sign-in from `address`, answered as what happened to the password. */
function signIn(username: string, guess: string, address: string): Promise<Outcome> {
  const body = JSON.stringify({ username, password: guess });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: base.hostname,
        port: base.port || 80,
        path: '/api/auth/sign-in',
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status === 401) resolve('checked');
          else if (status === 429) resolve('refused');
          else if (status === 200) resolve(JSON.parse(text).challenge ? 'step-up' : 'signed-in');
          else resolve(`other ${status}`);
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

function tally(outcomes: Outcome[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const item of outcomes) sum[item] = (sum[item] ?? 0) + 1;
  return sum;
}

const checkedIn = (outcomes: Outcome[]) => outcomes.filter((item) => item === 'checked').length;
const address = (block: number, i: number) => `127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const home = '127.0.0.1';
let failed = false;

for (const username of [first, second]) {
  const before = await signIn(username, password, home);
  if (before !== 'signed-in') {
    console.error(`${username} could not sign in from ${home} (${before}): start Tendero in demo mode (npm start)`);
    process.exit(2);
  }
}

// A. 120 at once, each from a new address.
const a = await Promise.all(Array.from({ length: 120 }, (_, i) => signIn(first, `Wrong!A${i}`, address(10, i))));
console.log(`A. 120 wrong passwords at once from 120 addresses: ${checkedIn(a)} checked`, tally(a));
if (checkedIn(a) > ceiling) failed = true;

// B. 150 at once from 15 addresses, then 120 one by one from new ones.
const b1 = await Promise.all(Array.from({ length: 150 }, (_, i) => signIn(second, `Wrong!B${i}`, address(20, i % 15))));
const b2: Outcome[] = [];
for (let i = 0; i < 120; i++) b2.push(await signIn(second, `Wrong!C${i}`, address(30, i)));
console.log(`B. 150 wrong passwords at once from 15 addresses: ${checkedIn(b1)} checked`, tally(b1));
console.log(
  `   then 120 one by one from new addresses: ${checkedIn(b2)} more checked (${checkedIn(b1) + checkedIn(b2)} in all)`,
  tally(b2),
);
if (checkedIn(b1) + checkedIn(b2) > ceiling) failed = true;

// The owners, from the address they signed in from before: the password is checked and right.
for (const username of [first, second]) {
  const owner = await signIn(username, password, home);
  console.log(`owner of ${username} from the familiar ${home}: ${owner}`);
  if (owner !== 'signed-in') failed = true;
}
process.exit(failed ? 1 : 0);
