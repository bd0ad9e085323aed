export { UnsubscribePanel } from './unsubscribe-panel';
