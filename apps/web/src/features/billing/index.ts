export { SubscriptionSuccess } from './subscription-success';
