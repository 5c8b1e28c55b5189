import type { TestProject } from 'vitest/node';
import { callCoverage, uncoveredCallsReport } from './call-coverage';
import { createPostgresTemplate, migratedPgliteDump } from './database-templates';

/**
 * Vitest global setup for the server project: migrates one template database for the whole run, which
 * createTestDatabase() copies for each test file (PostgreSQL under TEST_DATABASE_URL, else PGlite).
 * It also collects the calls the tests made succeed (KEEL_CALL_COVERAGE_DIR, from vitest.config.ts) and,
 * when the run is the whole project (KEEL_CALL_COVERAGE=check, set by scripts/test.sh), fails at the end
 * naming every call of the call table that no test reached.
 */
export default async function setup(project: TestProject) {
  const coverageFolder = project.config.env?.KEEL_CALL_COVERAGE_DIR;
  const coverage = coverageFolder ? callCoverage(coverageFolder) : undefined;
  const checkCoverage = process.env.KEEL_CALL_COVERAGE === 'check';
  if (checkCoverage && !coverage) throw new Error('KEEL_CALL_COVERAGE=check needs KEEL_CALL_COVERAGE_DIR');
  const finishCoverage = () => {
    if (!coverage) return;
    const uncovered = coverage.uncovered();
    coverage.remove();
    const report = checkCoverage ? uncoveredCallsReport(uncovered) : undefined;
    if (!report) return;
    // Vitest only logs an error thrown here and still exits 0; the exit code is what fails the run.
    console.error(`\n${report}\n`);
    process.exitCode = 1;
  };

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteTemplate', await migratedPgliteDump());
    return finishCoverage;
  }
  const template = await createPostgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return async () => {
    await template.drop();
    finishCoverage();
  };
}
