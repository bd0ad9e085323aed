export { ProviderButtons } from './provider-buttons';
export { ProviderCallback } from './provider-callback';
