/**
 * The server process: reads the configuration, takes the data-dir lock (PGlite only), opens the
 * database, applies migrations, listens, and on SIGTERM/SIGINT stops accepting, lets in-flight
 * requests finish, closes the database and exits 0.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { describeDataDirFailure, errorMessage } from './db/data-dir-errors.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { warmUpFactoryCovers } from './catalogue/factory-covers.ts';
import { seedFactoryRecipes } from './catalogue/seed-factory-recipes.ts';
import { createCoversService } from './images/covers/covers.service.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`plateful: ${message}\n`);
  process.exit(1);
}

/** The data dir in use (PGlite only), so any failure caused by its disk is told as one line. */
let dataDirInUse: string | undefined;

/** `error` as one line naming the data dir when its disk caused it, else `fallback`. */
function dataDirLineOr(error: unknown, fallback: string): string {
  return (dataDirInUse && describeDataDirFailure(dataDirInUse, error)) || fallback;
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    dataDirInUse = config.dataDir;
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      fail(
        dataDirLineOr(
          error,
          `could not lock the data dir ${config.dataDir}: ${errorMessage(error)}`,
        ),
      );
    }
  }

  let db: Database;
  try {
    db = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    await migrate(db);
    await seedFactoryRecipes(db);
  } catch (error) {
    try {
      lock?.release();
    } catch {
      // A read-only or full disk may refuse to remove the lock file; the kernel's lock ends with us.
    }
    fail(dataDirLineOr(error, `could not open the database: ${errorMessage(error)}`));
  }

  const covers = createCoversService({ dataDir: config.dataDir });
  const app = await buildApp({ config, db, covers });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The Chef's Pick covers: kept in DATA_DIR once drawn, on request or by a warm-up that waits
  // until the server has been up a while (decision 0013).
  const coverWarmUp = warmUpFactoryCovers(covers);
  coverWarmUp.done.catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not draw the Chef’s Pick covers'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    coverWarmUp.stop();
    const force = setTimeout(() => {
      process.stderr.write('plateful: shutdown took too long, exiting\n');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // Announced only once a SIGTERM would be handled: a supervisor may stop us the moment we say so.
  process.stdout.write(
    `Plateful is running at http://${shownHost}:${port} (database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})\n`,
  );
}

start().catch((error: unknown) =>
  fail(dataDirLineOr(error, (error instanceof Error && error.stack) || errorMessage(error))),
);
