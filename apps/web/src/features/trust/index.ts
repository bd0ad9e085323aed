export { countOf, formatDays, formatDuration, formatShare } from './trust-format';
