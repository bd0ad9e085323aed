// The NBP stand-in as a process of its own, for the browser journeys: a table for every working day, on
// NBP_PORT. Test use only.
import { NbpStandIn } from './nbp-stand-in';

const standIn = new NbpStandIn({ everyWorkingDay: true });
console.info(`NBP stand-in on ${await standIn.listen(Number(process.env.NBP_PORT ?? 3180))}`);
process.once('SIGTERM', () => standIn.close().then(() => process.exit(0)));
