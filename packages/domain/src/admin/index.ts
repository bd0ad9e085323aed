export { type AuditEntry, recordAudit } from './audit.repository';
