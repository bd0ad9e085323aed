export { type Admin, createAdmin } from './admin.service';
export { type AuditEntry, recordAudit } from './audit.repository';
