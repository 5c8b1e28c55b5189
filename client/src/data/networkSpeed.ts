/** The parts of the Network Information API the console reads (Chromium only; absent elsewhere). */
export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

const currentConnection = (): ConnectionLike | undefined =>
  (globalThis.navigator as { connection?: ConnectionLike } | undefined)?.connection;

/** A slow link (spec §9): 2G-class effective type, or the user asked to save data. Unknown means not slow. */
export function isSlowLink(connection: ConnectionLike | undefined = currentConnection()): boolean {
  if (!connection) return false;
  return (
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g' ||
    connection.saveData === true
  );
}
