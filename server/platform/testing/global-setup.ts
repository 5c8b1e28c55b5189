import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, migratedPgliteDump } from './database-templates';

/**
 * Vitest global setup for the server project: migrates one template database for the whole run, which
 * createTestDatabase() copies for each test file (PostgreSQL under TEST_DATABASE_URL, else PGlite).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteTemplate', await migratedPgliteDump());
    return;
  }
  const template = await createPostgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
