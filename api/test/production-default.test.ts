// Issue 28.6: a plain `node api/dist/server.js` is a deployment; `npm start` and the e2e ask for development.
import { deploymentProblems, loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import { FilesystemPhotoIdStore } from '../src/features/intake/photo-id-store';
import { countRows, createTestApp, get } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const SECRET = 'x'.repeat(32);

describe('with no FLORA_ENV the API is a deployment', () => {
  it('is production, trusts no loopback origin of its own accord', () => {
    const config = loadConfig({});
    expect(config.envName).toBe('production');
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(loadConfig({ FLORA_FRONTEND_URL: 'https://flora.example/' }).allowedOrigins).toEqual(['https://flora.example']);
    expect(loadConfig({ FLORA_ENV: 'development' }).allowedOrigins).toContain('http://127.0.0.1:3004');
  });

  it('refuses to start on default secrets, naming what to set', () => {
    const problems = deploymentProblems({});
    expect(problems).toEqual([expect.stringContaining('FLORA_JWT_SECRET'), expect.stringContaining('FLORA_FRONTEND_URL')]);
    expect(deploymentProblems({ FLORA_JWT_SECRET: 'short', FLORA_FRONTEND_URL: 'https://flora.example' })).toEqual([
      expect.stringContaining('FLORA_JWT_SECRET'),
    ]);
    expect(deploymentProblems({ FLORA_JWT_SECRET: SECRET, FLORA_FRONTEND_URL: 'flora.example' })).toEqual([expect.stringContaining('FLORA_FRONTEND_URL')]);
    expect(deploymentProblems({ FLORA_JWT_SECRET: SECRET, FLORA_FRONTEND_URL: 'https://flora.example' })).toEqual([]);
    expect(deploymentProblems({ FLORA_ENV: 'development' })).toEqual([]);
  });

  it('has no development mailbox', async () => {
    const t = await createTestApp({ config: { envName: loadConfig({}).envName }, seed: false });
    try {
      expect((await get(t.app, '/api/dev/mailbox/?to=new@flora.test')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('seeds the demo accounts only in development', async () => {
    const database = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      await prepareDatabase(database.db, loadConfig({}), new FilesystemPhotoIdStore('/nonexistent/flora-photo-ids'), new Date());
      expect(await countRows(database.db, 'users')).toBe(0);
    } finally {
      await database.cleanup();
    }
  });
});
