/**
 * Prints one closing line, "LABEL: N passed, N failed, N skipped", from Vitest and Playwright JSON
 * reports, so CI's output ends with the whole count. Usage: summarize-tests.mjs LABEL FILE...
 */
import { existsSync, readFileSync } from 'node:fs';

const [label, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of files) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
