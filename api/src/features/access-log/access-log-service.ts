// The access-log feature's service: reads and writes that route files and other features use as they are.
export { listAccessRows } from './access-log-repository';
