import 'server-only';

export { LinkedProvidersSection } from './linked-providers-section';
