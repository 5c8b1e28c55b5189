import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import type { ApiResponse, TestPlatform } from '../testing/harness';
import { createInstrument } from '../assets/testing/instruments';

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
  | 'model';

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
    names: [`${tag}Adult`, `${tag}Minor`, `${tag}Company`, `${tag}GIAAccount`, `${tag}Group`],
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
  }
  records.leaf.asset = records.a.asset;
  await placeModels(p, { a: aToken, leaf: leafToken, b: bToken }, records, {
    ...ids,
    leaf: leafNode.id,
    bNode: bNode.id,
  });
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
