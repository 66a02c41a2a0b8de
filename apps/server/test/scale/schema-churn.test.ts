import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { appliedMigrations, migrateDownToEmpty, migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase, defaultTestDatabaseUrl } from '../support/test-database.js';

/**
 * Kysely's migrator lists every schema of the database (has_schema_privilege per schema), so a schema
 * another server or test file drops meanwhile used to fail our migration with 3F000 "schema ... does
 * not exist" (seen with test files running side by side). Our dialect now introspects only the current
 * schema (db/current-schema-dialect.ts).
 * Only the server-postgres project picks this folder up (vitest.config.ts).
 */
const url = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
const admin = new pg.Client({ connectionString: url });
afterAll(() => admin.end());

describe('migrations while other schemas come and go', () => {
  it('migrate, roll back and list applied migrations while schemas are created and dropped beside them', async () => {
    await admin.connect();
    const handle = await createTestDatabase({ migrate: false });
    let churning = true;
    let churned = 0;
    const churn = (async () => {
      while (churning) {
        const schema = `churn_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.query(`CREATE TABLE ${schema}.t (id int)`);
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        churned += 1;
      }
    })();
    try {
      for (let round = 0; round < 3; round += 1) {
        expect(await migrateToLatest(handle)).not.toHaveLength(0);
        expect(await appliedMigrations(handle)).not.toHaveLength(0);
        expect(await migrateDownToEmpty(handle)).not.toHaveLength(0);
      }
      expect(await migrateToLatest(handle)).not.toHaveLength(0);
    } finally {
      churning = false;
      await churn;
      await handle.destroy();
    }
    expect(churned).toBeGreaterThan(0);
  }, 60_000);
});
