import { chromium } from '@playwright/test';
const [,, url, out, w, h, scheme, waitText] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const page = await browser.newPage({ viewport: { width: +w || 1400, height: +h || 1000 }, colorScheme: scheme || 'light' });
page.on('pageerror', (e) => console.log('pageerror:', String(e).slice(0, 300)));
let n = 0; page.on('request', (r) => { if (/\/(ci|repos)\//.test(r.url())) n++; });
const t = Date.now();
await page.goto(url);
try { await page.getByText(waitText || 'zzz').first().waitFor({ timeout: 60000 }); } catch (e) { console.log('wait failed'); }
console.log('ready after', Date.now() - t, 'ms');
await page.waitForTimeout(4000);
console.log('api requests', n);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
