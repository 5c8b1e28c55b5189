import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../log';
import type { Database, Tx } from '../db/connection';
import { outboxMessages } from '../db/schema';

export type MailConfig = Config['mail'];

export interface OutgoingMail {
  firmId: string;
  /**
   * The user the mail is for, so the outbox shows it only to who may administer them (decision 0511);
   * null for mail to someone without an account, which only a firm administrator reads.
   */
  userId: string | null;
  to: string;
  subject: string;
  text: string;
}

/**
 * Keel's e-mail (decision 0505). Every message is first written to the firm's outbox in the transaction
 * of the change that sends it, so no mail leaves for a change that rolled back. With SMTP_URL set it is
 * then handed to the SMTP server and its body cleared; without, it stays 'Held' for a firm admin to read.
 */
export interface Mailer {
  /** Base of the links in e-mails: the embedded IdP's pages. */
  linkBase: string;
  queue(tx: Tx, mail: OutgoingMail): Promise<number>;
  /**
   * Hands queued messages to SMTP once their transaction has committed; call it without awaiting. Never
   * throws: a failure is recorded on the message ('Failed') and logged.
   */
  deliver(ids: number[]): Promise<void>;
}

const SMTP_TIMEOUT_MS = 15_000;
const COMMIT_WAIT = { attempts: 20, intervalMs: 250 } as const;

export function createMailer(config: MailConfig, db: Database, log: Logger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;

  async function queue(tx: Tx, mail: OutgoingMail): Promise<number> {
    const [row] = await tx
      .insert(outboxMessages)
      .values({
        firmId: mail.firmId,
        userId: mail.userId,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        status: transport ? 'Sending' : 'Held',
      })
      .returning({ id: outboxMessages.id });
    return row.id;
  }

  /**
   * The message once its transaction has committed. `deliver` may be called from inside that
   * transaction (a hook that cannot see the commit), so wait a little; a rollback means it never comes.
   */
  async function committed(id: number) {
    for (let attempt = 0; attempt < COMMIT_WAIT.attempts; attempt++) {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (row) return row;
      await setTimeout(COMMIT_WAIT.intervalMs);
    }
    return undefined;
  }

  async function deliverOne(id: number, sender: NonNullable<typeof transport>) {
    const row = await committed(id);
    if (row?.status !== 'Sending') return;
    try {
      await sender.sendMail({
        from: config.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body ?? '',
      });
      await db
        .update(outboxMessages)
        .set({ status: 'Sent', body: null, sentAt: new Date() })
        .where(eq(outboxMessages.id, id));
    } catch (err) {
      log.warn('Could not send an e-mail', { outboxId: id, err });
      const error = err instanceof Error ? err.message.slice(0, 500) : 'Unknown error';
      await db.update(outboxMessages).set({ status: 'Failed', error }).where(eq(outboxMessages.id, id));
    }
  }

  async function deliver(ids: number[]) {
    if (!transport) return;
    for (const id of ids) await deliverOne(id, transport).catch((err) => log.error('Outbox failed', { err }));
  }

  return { linkBase: config.linkBase, queue, deliver };
}

/**
 * Runs `work` in one transaction with a way to queue e-mails, then starts their delivery without waiting
 * for it: an SMTP round trip must not make "an account exists" slower to answer than "it does not".
 */
export async function withMail<T>(
  db: Database,
  mailer: Mailer,
  work: (tx: Tx, send: (mail: OutgoingMail) => Promise<void>) => Promise<T>,
): Promise<T> {
  const ids: number[] = [];
  const result = await db.transaction((tx) =>
    work(tx, async (mail) => void ids.push(await mailer.queue(tx, mail))),
  );
  if (ids.length) void mailer.deliver(ids);
  return result;
}
