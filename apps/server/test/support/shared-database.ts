import { sql } from 'kysely';
import { type DatabaseHandle, createDatabase } from '../../src/db/connect.js';
import { defaultTestDatabaseUrl } from './test-database.js';

/**
 * A second connection pool on the same PostgreSQL test schema as `handle`: what another server
 * behind the load balancer has. destroy() closes only this pool; the schema stays with `handle`.
 */
export async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.dialect !== 'postgres') throw new Error('several servers share a PostgreSQL database only');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  const schema = rows[0]?.schema;
  if (!schema?.startsWith('test_')) throw new Error(`not a test schema: ${String(schema)}`);
  return createDatabase(process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl, {
    pool: { max: 4, options: `-c search_path=${schema} -c max_parallel_workers_per_gather=0` },
  });
}
