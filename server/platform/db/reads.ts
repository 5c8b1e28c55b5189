import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from './connection';

type Reads<T extends unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Several reads through one handle, their answers in order. On the database they run side by side, each on
 * a connection of its own; in a transaction one after another: a transaction is one connection, which
 * node-postgres cannot share (it queues the second query and warns that pg 9 will refuse it).
 */
export async function readAll<T extends unknown[]>(tx: Tx, ...reads: Reads<T>): Promise<T> {
  if (!(tx instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as T;
}
