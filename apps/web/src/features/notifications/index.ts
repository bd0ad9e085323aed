export { InstallAppButton } from './install-app-button';
export { forgetThisDevicePush } from './push-device';
export { PushDeviceToggle } from './push-device-toggle';
export { UnsubscribePanel } from './unsubscribe-panel';
