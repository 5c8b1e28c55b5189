import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './fixtures';

/**
 * Issue 20, webhooks: a firm admin points the position webhook at a receiver (here, one this spec starts
 * on 127.0.0.1), is told off for a plain-http URL elsewhere, sends a test event, sees its delivery
 * Delivered in the webhook console, replays it, and the receiver gets the same event again under a new
 * delivery id. The webhook is switched off again at the end, so later specs' changes send nothing.
 */
interface Got {
  deliveryId: string;
  eventId: string;
  type: string;
}

async function startReceiver() {
  const got: Got[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const event = JSON.parse(body) as { id: string; type: string };
      got.push({ deliveryId: String(req.headers['keel-delivery-id']), eventId: event.id, type: event.type });
      res.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/keel-hooks`, got, close: () => server.close() };
}

test('a webhook configured in the console delivers a test event, shown Delivered, and a replay arrives again', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, DEMO_ADMIN, '/firm');
    await page.getByRole('link', { name: /Webhooks/ }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Position webhook' });

    // Plain http to another machine is refused by the platform, under the field.
    await card.getByLabel('URL', { exact: true }).fill('http://example.com/hooks');
    await card.getByLabel('Secret', { exact: true }).fill('whsec_e2e-webhook-secret-0123456789');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Must be an https URL (http only to 127.0.0.1 or localhost)')).toBeVisible();

    await card.getByLabel('URL', { exact: true }).fill(receiver.url);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status')).toHaveText('Saved');
    await expect(card.getByText(/ending 6789/)).toBeVisible();

    await card.getByRole('button', { name: 'Send test event' }).click();
    const queued = card.getByText(/Test event queued \(delivery (\w+)\)/);
    await expect(queued).toBeVisible();
    const deliveryId = /delivery (\w+)/.exec((await queued.textContent())!)![1];
    await expect.poll(() => receiver.got.map((g) => g.deliveryId), { timeout: 20_000 }).toContain(deliveryId);

    await page.getByRole('link', { name: 'See deliveries' }).click();
    await expect(page.getByRole('heading', { name: 'Webhook deliveries', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: deliveryId });
    // The list shows what the worker has recorded when it loads; a person refreshes until it says so.
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Delivered')).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });

    await row.getByRole('button', { name: `Replay ${deliveryId}` }).click();
    await expect(page.getByText('Replayed 1 delivery')).toBeVisible();
    const eventId = receiver.got.find((g) => g.deliveryId === deliveryId)!.eventId;
    await expect
      .poll(() => receiver.got.filter((g) => g.eventId === eventId).length, { timeout: 20_000 })
      .toBe(2);
    const again = receiver.got.filter((g) => g.eventId === eventId);
    expect(new Set(again.map((g) => g.deliveryId)).size).toBe(2);
    expect(again.every((g) => g.type === 'webhook.test')).toBe(true);

    // Off again: the demo firm's later changes send nothing.
    await page.getByRole('link', { name: 'Webhook settings' }).click();
    await card.getByLabel('On', { exact: true }).uncheck();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status')).toHaveText('Saved');
  } finally {
    receiver.close();
  }
});
