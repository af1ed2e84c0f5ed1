// scratch: walk a journey on the running platform, screenshot each step
import { chromium } from '@playwright/test';
const [,, email, ...steps] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W || 1280), height: 900 } });
page.setDefaultTimeout(15000);
const shot = async (n) => { await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/walk/${n}.png`, fullPage: true }); console.log('shot', n, page.url()); };
await page.goto('http://localhost:3000/login/');
await page.getByLabel('Email address').fill(email);
await page.getByLabel('Password').fill('flora-demo-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
let i = 0;
for (const step of steps) {
  i++;
  try {
    if (step.startsWith('/')) await page.goto('http://localhost:3000' + step);
    else if (step.startsWith('click:')) await page.getByRole(step.split(':')[1], { name: step.split(':').slice(2).join(':') }).first().click();
    else if (step.startsWith('text:')) await page.getByText(step.slice(5)).first().click();
    else if (step.startsWith('radio:')) await page.getByLabel(step.slice(6)).check();
    await shot(`${i}`);
  } catch (e) { console.log('FAIL at', step, e.message.split('\n')[0]); await shot(`${i}-fail`); break; }
}
await browser.close();
