export { formatShare, readLeadsPeriod, waitParts } from './platform-leads-format';
