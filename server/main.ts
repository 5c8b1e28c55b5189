import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './log';
import { startupProblem } from './startup-problems';

/**
 * Starts the parts of Keel chosen by configuration and stops them cleanly on SIGTERM or SIGINT.
 * A configuration a person must fix prints one line per problem, naming the variable, and exits 78
 * (EX_CONFIG) with no stack trace. The rest of Keel is imported only once the configuration is good, so
 * nothing it prints on import comes before those lines.
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) process.stderr.write(`Configuration error: ${problem}\n`);
    process.exit(78);
  }
}

const config = configOrExit();
const log = createLogger('keel', config.logLevel);

try {
  const { startKeel } = await import('./start');
  const keel = await startKeel(config, { log });
  log.info('Keel started', {
    parts: [...config.parts],
    ...(keel.url ? { console: keel.url } : {}),
    ...(keel.platformUrl ? { platform: keel.platformUrl } : {}),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('Stopping', { signal });
    keel.close().then(
      () => process.exit(0),
      (err) => {
        log.error('Stopped with an error', { err });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (err) {
  // A port in use or a database that does not answer is the environment's fault: one line, no stack.
  const problem = startupProblem(err, config);
  if (problem) process.stderr.write(`Keel could not start: ${problem}\n`);
  else log.error('Keel could not start', { err });
  process.exit(1);
}
