/** A failed write's field errors and message, as react-admin's HttpError body carries them. */
export function writeErrors(err: unknown): { fields: Record<string, string>; message: string } {
  const body = (err as { body?: { errors?: Record<string, unknown> } }).body;
  const errors = body?.errors ?? {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors))
    if (typeof value === 'string') fields[key] = value;
    else if (key !== 'root' && value && typeof value === 'object')
      for (const [sub, msg] of Object.entries(value)) fields[`${key}.${sub}`] = String(msg);
  const root = (errors.root as { serverError?: string } | undefined)?.serverError;
  return { fields, message: root ?? (err as Error).message ?? 'The request failed' };
}
