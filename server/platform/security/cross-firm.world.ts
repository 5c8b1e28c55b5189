import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import type { ApiResponse, TestPlatform } from '../testing/harness';
import { createInstrument } from '../assets/testing/instruments';
import { storedPlan } from '../pensions/testing/stored-plan';
import { reconcileFirm } from '../notifications/reconcile';

/**
 * The cross-firm world: firm A with a root admin and a leaf user (at a node under the root), firm B with
 * its admin, and a full set of records of every kind in each reach: A's root, A's leaf node, and B.
 */

export type RecordKind =
  | 'firm'
  | 'node'
  | 'client'
  | 'minor'
  | 'company'
  | 'account'
  | 'cashAccount'
  | 'clientProduct'
  | 'group'
  | 'transaction'
  | 'link'
  | 'regularPayment'
  | 'asset'
  | 'position'
  | 'user'
  | 'upload'
  | 'preset'
  | 'message'
  | 'file'
  | 'job'
  | 'model'
  | 'transfer'
  | 'transferFile'
  | 'illustration'
  | 'pensionAccount'
  | 'regularCrystallisation'
  | 'event'
  | 'notification'
  | 'savedView'
  | 'webhookDelivery';

export type Records = Record<RecordKind, string> & { names: string[] };

export interface World {
  a: { token: string; records: Records };
  leaf: { token: string; records: Records };
  b: { token: string; records: Records };
}

const ADDRESS = { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' };

async function ok(res: ApiResponse, what: string) {
  if (res.status >= 300) throw new Error(`${what} failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Every kind of record, made through the API as `token`'s user in `nodeId`; names carry `tag`. */
async function recordsAt(p: TestPlatform, firmId: string, nodeId: string, token: string, tag: string) {
  const post = async (path: string, body: object) =>
    (await ok(await p.request('POST', path, { token, body }), `POST ${path}`)).id as string;
  const get = async (path: string) => ok(await p.request('GET', path, { token }), `GET ${path}`);
  const person = { title: 'Ms', firstName: tag, dateOfBirth: '1980-05-17', nationality: 'GB' };
  const client = await post('/client', {
    firmId,
    nodeId,
    clientType: 'Individual',
    ...person,
    surname: `${tag}Adult`,
    email: `${tag.toLowerCase()}@example.com`,
    addressDetail: ADDRESS,
    // Active: only an Active client's accounts move money (docs/decisions/0409).
    status: 'Active',
  });
  const minor = await post('/client', {
    firmId,
    nodeId,
    clientType: 'Individual Minor',
    ...person,
    surname: `${tag}Minor`,
    dateOfBirth: '2018-02-03',
    parentId: client,
  });
  const company = await post('/client', {
    firmId,
    nodeId,
    clientType: 'Corporate',
    name: `${tag}Company`,
    companyNumber: '01234567',
    addressDetail: ADDRESS,
  });
  const open = (wrapperType: string) =>
    post('/account', {
      firmId,
      nodeId,
      accountType: wrapperType === 'Cash' ? 'Cash' : 'Wrapper',
      name: `${tag}${wrapperType}Account`,
      status: 'Active',
      clientId: client,
      wrapperDetail: { wrapperType },
    });
  const account = await open('GIA');
  const cashAccount = await open('Cash');
  // A SIPP with a regular income plan (decision 0901).
  const pensionAccount = await open('SIPP');
  const regularCrystallisation = await storedPlan(p.db, firmId, pensionAccount, client);
  const [product] = await get(`/clientproduct/${firmId}?clientId=${client}&wrapperType=GIA`);
  const payIn = { transactionType: 'Payment', transactionSubType: 'Deposit', movementType: 'In' };
  const paid = { ...payIn, method: 'Bank Transfer', amount: 10 };
  const transaction = await post('/portfoliotransaction', { firmId, accountId: account, ...paid });
  const link = await post('/portfolioTransactionGroup', { firmId, accountId: account, transactions: [paid] });
  const regularPayment = await post('/portfoliotransaction', {
    firmId,
    accountId: account,
    ...paid,
    frequency: 'Regular',
    paymentDay: 28,
  });
  // The client sits in an active fee group: joining another must not tell a stranger which.
  const group = await post('/portfolioGroup', { firmId, name: `${tag}Group`, clientIds: [client] });
  const user = await createUser(p.db, firmId, { nodeId, email: `${tag.toLowerCase()}.user@example.com` });
  const slot = await get(`/firm/files/upload/${firmId}?category=logo&nodeId=${nodeId}`);
  const statement = await ok(
    await p.request('POST', '/files/valuationstatement', { token, body: { clientId: client } }),
    'POST /files/valuationstatement',
  );
  const job = await ok(
    await p.request('POST', '/job', {
      token,
      body: { kind: 'valuationStatements', nodeId, fromDate: '2026-01-01', toDate: '2026-03-31' },
    }),
    'POST /job',
  );
  // A stored product illustration for the client (decision 0902).
  const illustration = await post('/illustration/product', {
    firmId,
    name: `${tag}Illustration`,
    clientId: client,
    wrapperType: 'ISA',
    status: 'ACCUMULATION',
    termYears: 5,
    singleContribution: 1000,
  });
  // A business event, and the inbox's notification of the client's unread statement (decision 1000).
  const event = await post('/event', {
    firmId,
    clientId: client,
    eventType: 'Meeting',
    note: `${tag}Event`,
    occurredAt: '2026-01-05T10:00:00Z',
  });
  await reconcileFirm(p.db, firmId);
  const [notification] = await get(
    `/notification/${firmId}?notificationType=Unread%20Messages&clientId=${client}`,
  );
  // A private saved view of this reach's user (decision 1004): simple REST answers the record bare.
  const savedView = await p.request('POST', `/keel/${firmId}/savedViews`, {
    token,
    body: { resource: 'clients', name: `${tag}View`, filters: {}, columns: [] },
  });
  if (savedView.status !== 201) throw new Error(`POST savedViews failed: ${JSON.stringify(savedView.body)}`);
  // A webhook delivery (decision 1001): the firm's position webhook (nothing listens there) and a test event.
  await ok(
    await p.request('PATCH', `/webhook/config/position/${firmId}`, {
      token,
      body: { url: 'http://127.0.0.1:9/probe', secret: 'whsec_cross-firm-probe-secret-000' },
    }),
    'PATCH /webhook/config/position',
  );
  const webhookDelivery = await post(`/webhook/test/${firmId}`, { kind: 'position' });
  const records: Records = {
    firm: firmId,
    node: nodeId,
    client,
    minor,
    company,
    account,
    cashAccount,
    clientProduct: product.id as string,
    group,
    transaction,
    link,
    regularPayment,
    position: `${account}|C|GBP`,
    user: user.id,
    upload: (slot.uploadUrl as string).split('/').at(-1)!,
    preset: 'ADVISER',
    message: statement.messageId as string,
    file: statement.id as string,
    job: job.id as string,
    // Set once the firm's instrument exists.
    asset: '',
    model: '',
    transfer: '',
    transferFile: '',
    illustration,
    pensionAccount,
    regularCrystallisation,
    event,
    notification: notification.id as string,
    savedView: savedView.body.id as string,
    webhookDelivery,
    names: [
      `${tag}Adult`,
      `${tag}Minor`,
      `${tag}Company`,
      `${tag}GIAAccount`,
      `${tag}Group`,
      `${tag}Illustration`,
    ],
  };
  return records;
}

async function signIn(p: TestPlatform, firmId: string, nodeId = '0') {
  const email = `admin.${nodeId.toLowerCase()}@${firmId.toLowerCase()}.test`;
  await createUser(p.db, firmId, { email, nodeId });
  return p.tokenFor(firmId, email, TEST_PASSWORD);
}

export async function crossFirmWorld(p: TestPlatform, ids = { a: 'XFIRMA', b: 'XFIRMB' }): Promise<World> {
  await createFirm(p.db, ids.a, 'Alpha Wealth');
  await createFirm(p.db, ids.b, 'Bravo Wealth');
  const leafNode = await createNode(p.db, ids.a, '0', 'Alpha Leaf');
  const [aToken, leafToken, bToken] = [
    await signIn(p, ids.a),
    await signIn(p, ids.a, leafNode.id),
    await signIn(p, ids.b),
  ];
  const bNode = await createNode(p.db, ids.b, '0', 'Bravo Desk');
  const records = {
    a: await recordsAt(p, ids.a, '0', aToken, 'Alpharoot'),
    leaf: await recordsAt(p, ids.a, leafNode.id, leafToken, 'Alphaleaf'),
    b: await recordsAt(p, ids.b, bNode.id, bToken, 'Bravo'),
  };
  records.b.names.push('Bravo Wealth', 'Bravo Desk');
  const isins: Record<string, string> = {};
  for (const [firm, set] of [
    [ids.a, records.a],
    [ids.b, records.b],
  ] as const) {
    const asset = await createInstrument(p.db, {
      name: `${firm}Fund`,
      prices: [['2026-01-02', '1.000000']],
      adoptedBy: [firm],
    });
    set.asset = asset.id;
    set.names.push(asset.name);
    isins[firm] = asset.isin;
  }
  records.leaf.asset = records.a.asset;
  await placeModels(p, { a: aToken, leaf: leafToken, b: bToken }, records, {
    ...ids,
    leaf: leafNode.id,
    bNode: bNode.id,
  });
  const tokens = { a: aToken, leaf: leafToken, b: bToken };
  for (const reach of ['a', 'leaf', 'b'] as const)
    await placeTransfer(
      p,
      tokens[reach],
      reach === 'b' ? ids.b : ids.a,
      records[reach],
      isins[reach === 'b' ? ids.b : ids.a],
    );
  return {
    a: { token: aToken, records: records.a },
    leaf: { token: leafToken, records: records.leaf },
    b: { token: bToken, records: records.b },
  };
}

/** Each reach's model portfolio (decision 0704), made of its firm's instrument, in its own node. */
async function placeModels(
  p: TestPlatform,
  tokens: Record<'a' | 'leaf' | 'b', string>,
  records: Record<'a' | 'leaf' | 'b', Records>,
  at: { a: string; b: string; leaf: string; bNode: string },
) {
  const where = { a: [at.a, '0'], leaf: [at.a, at.leaf], b: [at.b, at.bNode] } as const;
  for (const reach of ['a', 'leaf', 'b'] as const) {
    const [firmId, nodeId] = where[reach];
    const name = `${reach === 'b' ? 'Bravo' : reach === 'a' ? 'Alpharoot' : 'Alphaleaf'}Model`;
    const body = { firmId, nodeId, name, type: 'Advisory', riskLevel: 3, tolerance: 5, cashWeight: 10 };
    const components = [{ assetId: records[reach].asset, weight: 90 }];
    const res = await p.request('POST', '/model', { token: tokens[reach], body: { ...body, components } });
    records[reach].model = (await ok(res, 'POST /model')).id as string;
    records[reach].names.push(name);
  }
}

/** Each reach's in-specie transfer into its GIA (decision 0800), and the manual transfer-in file of its assets. */
async function placeTransfer(p: TestPlatform, token: string, firmId: string, records: Records, isin: string) {
  const parties = await ok(
    await p.request('GET', `/masterparty/platform/${firmId}?name=AJ Bell`, { token }),
    'GET /masterparty',
  );
  const transfer = {
    direction: 'In',
    processingType: 'In Specie',
    scope: 'Whole',
    providerId: parties[0].id,
    providerReference: 'PROBE-1',
    estimatedValue: 1000,
  };
  const res = await p.request('POST', '/portfolioTransactionGroup', {
    token,
    body: { firmId, accountId: records.account, transfer },
  });
  records.transfer = (await ok(res, 'POST /portfolioTransactionGroup (transfer)')).id as string;
  const content = Buffer.from(`isin,quantity,bookValue\n${isin},10,12.50\n`).toString('base64');
  const file = await p.request('POST', '/filestore/manualtransferin', {
    token,
    body: { firmId, transferId: records.transfer, fileName: 'assets.csv', content },
  });
  // Left empty when the upload fails, so that only the file calls' probes fail (naming it), not the world.
  if (file.status === 201) records.transferFile = file.body.data.id as string;
}
