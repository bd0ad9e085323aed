// The KSeF stand-in as a process of its own, for the browser journeys: it listens on KSEF_STAND_IN_PORT, knows
// KSEF_TOKEN as a token of SELLER_NIP, and accepts every invoice valid against the FA(3) schema. Test use only.
import { KsefStandIn } from './ksef-stand-in';

const port = Number(process.env.KSEF_STAND_IN_PORT ?? 3140);
const standIn = new KsefStandIn({
  tokens: { [process.env.KSEF_TOKEN ?? 'ksef-e2e-token']: process.env.SELLER_NIP ?? '1234563218' },
});
console.info(`KSeF stand-in on ${await standIn.listen(port)}`);
process.once('SIGTERM', () => standIn.close().then(() => process.exit(0)));
