const { buildApp } = require('./dist/app.js');
const { openDatabase } = require('./dist/db/open.js');
const { seedDemoData } = require('./dist/db/seed/seed-demo-data.js');
const fs = require('fs');
(async () => {
  const f = '/tmp/prof/inj.sqlite'; for (const x of [f, f+'-wal', f+'-shm']) fs.rmSync(x, { force: true });
  const { db } = await openDatabase({ sqliteFile: f });
  await seedDemoData(db);
  const app = await buildApp({ db, logger: false });
  const tok = JSON.parse((await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'demo@flora.test', password: 'flora-demo-2026' } })).body).access;
  for (const url of ['/api/health', '/api/v1/user-config/', '/api/v1/user-tests/']) {
    const go = async (n) => { const ps = []; for (let i = 0; i < n; i++) { ps.push(app.inject({ url, headers: { authorization: 'Bearer ' + tok } })); if (ps.length === 50) { await Promise.all(ps); ps.length = 0; } } await Promise.all(ps); };
    await go(3000);
    const c0 = process.cpuUsage(); const N = 20000; await go(N); const c = process.cpuUsage(c0);
    console.log(url, ((c.user + c.system) / N).toFixed(1), 'us cpu/req (inject)');
  }
  await app.close(); await db.destroy();
})();
