import { loadConfig } from './config';
import { createLogger } from './log';
import { startKeel } from './start';

/** Starts the parts of Keel chosen by configuration and stops them cleanly on SIGTERM or SIGINT. */
const config = loadConfig();
const log = createLogger('keel', config.logLevel);

try {
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
  log.error('Keel could not start', { err });
  process.exit(1);
}
