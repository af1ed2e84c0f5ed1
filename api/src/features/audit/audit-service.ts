// The audit feature's service: reads and writes that route files and other features use as they are.
export { listAuditEntries } from './audit-repository';
