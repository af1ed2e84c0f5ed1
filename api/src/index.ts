// Public surface of @flora/api for tests and scripts.
export { buildApp, type BuildAppOptions } from './app';
export { ManualClock, systemClock, type Clock } from './common/clock';
export { loadConfig, type Config } from './config';
export { connectDatabase, type DatabaseHandle } from './db/connect';
export { migrateToLatest } from './db/migrate';
export { openDatabase } from './db/open';
export { seedDemoData } from './db/seed/seed-demo-data';
