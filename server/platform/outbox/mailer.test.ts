import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import type { DatabaseHandle } from '../db/connection';
import { outboxMessages } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createFirm } from '../testing/factories';
import { createMailer, withMail } from './mailer';

/**
 * The smallest SMTP server nodemailer will talk to (no TLS, no auth): it records each message's DATA.
 * Enough to see the real client deliver; anything fancier is the SMTP server's business.
 */
function fakeSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let data: string | undefined;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk
        .toString()
        .split('\r\n')
        .filter((l, i, a) => l || i < a.length - 1)) {
        if (data !== undefined) {
          if (line === '.') {
            received.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let handle: DatabaseHandle;
let smtp: Server;
const received: string[] = [];
const log = createLogger('test', 'silent');
const mailerAt = (smtpUrl: string | undefined) =>
  createMailer({ smtpUrl, from: 'Keel <keel@example.test>', linkBase: 'http://x/oidc' }, handle.db, log);
const rowOf = async (id: number) =>
  (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
const mail = (to: string) => ({
  firmId: 'OUT1',
  userId: null,
  to,
  subject: 'Hello',
  text: 'A link: http://x/oidc/password/set?token=t',
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await createFirm(handle.db, 'OUT1');
  smtp = await fakeSmtpServer(received);
});
afterAll(async () => {
  await new Promise((r) => smtp.close(r));
  await handle.close();
});

describe('the mailer', () => {
  it('when there is no SMTP server, then the message is held in the outbox with its body', async () => {
    await withMail(handle.db, mailerAt(undefined), (_tx, send) => send(mail('held@out1.test')));
    const [{ id }] = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'held@out1.test'));
    expect(await rowOf(id)).toMatchObject({ status: 'Held', body: mail('').text, sentAt: null });
  });

  it('when SMTP is set, then the message is delivered and its body cleared from the outbox', async () => {
    const { port } = smtp.address() as AddressInfo;
    const mailer = mailerAt(`smtp://127.0.0.1:${port}`);
    const id = await mailer.queue(handle.db, mail('sent@out1.test'));
    await mailer.deliver([id]);
    expect(await rowOf(id)).toMatchObject({ status: 'Sent', body: null, error: null });
    const message = received.at(-1)!;
    expect(message).toContain('To: sent@out1.test');
    expect(message).toContain('Subject: Hello');
    expect(message).toContain('password/set?token=t');
  });

  it('when the SMTP server cannot be reached, then the message is marked Failed with the reason, body kept', async () => {
    const mailer = mailerAt('smtp://127.0.0.1:1');
    const id = await mailer.queue(handle.db, mail('failed@out1.test'));
    await mailer.deliver([id]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'Failed', body: mail('').text });
    expect(row.error).toBeTruthy();
  });

  it('when the transaction that queued a message rolls back, then it is never sent nor kept', async () => {
    const { port } = smtp.address() as AddressInfo;
    const mailer = mailerAt(`smtp://127.0.0.1:${port}`);
    const before = received.length;
    let delivery: Promise<void> | undefined;
    await handle.db
      .transaction(async (tx) => {
        delivery = mailer.deliver([await mailer.queue(tx, mail('gone@out1.test'))]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await delivery;
    expect(
      await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'gone@out1.test')),
    ).toEqual([]);
    expect(received.length).toBe(before);
  });
});
