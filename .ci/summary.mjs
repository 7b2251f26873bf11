// Prints "N passed, N failed" per suite from the Vitest and Playwright JSON reports, then the total.
// Exits non-zero when a report is missing or a suite ran no test.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const [vitestFile, e2eFile] = process.argv.slice(2);
const suites = [];

const vitest = read(vitestFile);
if (vitest) suites.push(['unit+api', vitest.numPassedTests, vitest.numFailedTests]);
else suites.push(['unit+api', 0, 1]);

const e2e = read(e2eFile);
if (e2e) suites.push(['e2e', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected]);
else suites.push(['e2e', 0, 1]);

let ok = true;
for (const [name, passed, failed] of suites) {
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  if (passed === 0 || failed > 0) ok = false;
}
const total = suites.reduce((a, [, p, f]) => [a[0] + p, a[1] + f], [0, 0]);
console.log(`total: ${total[0]} passed, ${total[1]} failed`);
process.exit(ok ? 0 : 1);
