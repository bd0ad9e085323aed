import 'server-only';

export { PushDevicesPanel } from './push-devices-panel';
