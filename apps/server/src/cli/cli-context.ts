import { resolve } from 'node:path';
import { loadConfig, type Env } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

/** What a command may use; tests give one built on their own database. */
export interface CommandContext {
  /** The server's database (DATABASE_URL, or the embedded file in DATA_DIR), migrated to the latest. */
  database(): Promise<DatabaseHandle>;
  /** A path the user typed, made absolute against the folder they typed it in. */
  resolvePath(path: string): string;
  print(line: string): void;
  printError(line: string): void;
}

export interface ProcessContext extends CommandContext {
  close(): Promise<void>;
}

/**
 * The context of a real run. The configuration is the server's own (config.ts), so the command
 * writes to the database the server reads. npm runs scripts from the repository root and keeps the
 * caller's folder in INIT_CWD, which is where relative file names are meant from.
 */
export function createProcessContext(env: Env, cwd: string): ProcessContext {
  let opened: Promise<DatabaseHandle> | undefined;
  const userDir = env.INIT_CWD ?? cwd;
  return {
    database() {
      opened ??= (async () => {
        const config = loadConfig(env, cwd);
        const handle = await createDatabase(config.databaseUrl);
        try {
          await migrateToLatest(handle);
        } catch (error) {
          await handle.destroy();
          throw error;
        }
        return handle;
      })();
      return opened;
    },
    resolvePath: (path) => resolve(userDir, path),
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    async close() {
      if (opened) await (await opened.catch(() => undefined))?.destroy();
    },
  };
}
