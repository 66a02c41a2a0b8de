// A throw-away PostgreSQL database for one `npm run bench` run: `portal_bench_<pid>` on the server named
// by BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432), dropped when the run ends, also on
// failure. A run that was killed before it could drop its database leaves `portal_bench_<pid>` behind;
// the next run drops those whose process is gone.
import pg from 'pg';

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432';
const NAME_PREFIX = 'portal_bench_';

/** The url of database `name` on the same server as `baseUrl` (a path in `baseUrl` is replaced). */
export function databaseUrl(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(baseUrl, action) {
  const client = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL is not reachable at ${baseUrl} (${reason}). Start it, point BENCH_POSTGRES_URL at it, ` +
        'or set BENCH_SKIP_POSTGRES=1 to measure SQLite only.',
    );
  }
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
};

/** Creates `portal_bench_<pid>` (after dropping leftovers of dead runs); answers its url and a drop(). */
export async function createBenchDatabase(baseUrl = defaultPostgresUrl) {
  const name = `${NAME_PREFIX}${process.pid}`;
  const version = await withAdmin(baseUrl, async (client) => {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `${NAME_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(NAME_PREFIX.length));
      if (datname === name || (Number.isInteger(pid) && pid > 0 && !isRunning(pid))) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    await client.query(`create database "${name}"`);
    return (await client.query('show server_version')).rows[0].server_version;
  });
  let dropped = false;
  return {
    name,
    url: databaseUrl(baseUrl, name),
    version,
    /** Process ids of the server backends connected to this database (the portal's pool). */
    backendPids: () =>
      withAdmin(baseUrl, async (client) => {
        const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [name]);
        return rows.map((row) => row.pid);
      }),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
