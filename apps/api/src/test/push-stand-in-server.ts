// The push service stand-in as a process of its own, for the browser journeys, on PUSH_PORT (https, its own
// certificate: the app's process trusts it through NODE_EXTRA_CA_CERTS). Test use only.
import { PushStandIn } from './push-stand-in';

const standIn = new PushStandIn();
console.info(`Push stand-in on ${await standIn.listen(Number(process.env.PUSH_PORT ?? 3220))}`);
process.once('SIGTERM', () => standIn.close().then(() => process.exit(0)));
