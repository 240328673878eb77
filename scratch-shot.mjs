import { chromium } from '@playwright/test';
const [,, url, out, scheme = 'light', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: scheme, timezoneId: 'UTC', locale: 'en-US' });
const page = await context.newPage();
const requests = [];
page.on('request', (r) => { if (r.url().includes('/v1/')) requests.push(r.url().replace('http://127.0.0.1:4302', '')); });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.clock.install({ time: new Date('2026-11-20T12:00:00.000Z') });
await page.goto('http://127.0.0.1:4302' + url);
await page.waitForTimeout(2500);
if (action) { await eval(action); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log(requests.join('\n'));
console.log('URL', page.url());
await browser.close();
