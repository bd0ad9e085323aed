export { acceptancesHref, readConsentsView } from './consents-url';
