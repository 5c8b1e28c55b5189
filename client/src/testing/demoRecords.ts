import { DEMO, type RealKeel } from './realKeel';

/**
 * Fresh records in the demo firm, made through the real platform API, so that a test changes only what
 * it made and never depends on another test's writes.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

/** An adult individual at the firm's root node, Active unless `extra` says otherwise; returns its id. */
export async function newClient(
  keel: RealKeel,
  firstName: string,
  surname: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data } = await keel.api('POST', '/client', {
    firmId: DEMO.firmId,
    nodeId: '0',
    clientType: 'Individual',
    title: 'Ms',
    firstName,
    surname,
    dateOfBirth: '1980-05-17',
    email: `${surname.toLowerCase()}.${unique()}@example.com`,
    addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
    nationality: 'GB',
    // Active: only an Active client's accounts move money (docs/decisions/0409).
    status: 'Active',
    ...extra,
  });
  return data.id;
}

/** A child of the client, Active; returns its id. */
export async function newChild(keel: RealKeel, parentId: string, firstName: string, surname: string) {
  const { data } = await keel.api('POST', '/client', {
    firmId: DEMO.firmId,
    nodeId: '0',
    clientType: 'Individual Minor',
    title: 'Miss',
    firstName,
    surname,
    dateOfBirth: '2018-02-03',
    parentId,
    status: 'Active',
  });
  return data.id as string;
}

/** An Active wrapper account for the client; returns its id. */
export async function openAccount(
  keel: RealKeel,
  clientId: string,
  wrapperType: 'ISA' | 'JISA' | 'GIA' | 'SIPP',
  name: string,
): Promise<string> {
  const { data } = await keel.api('POST', '/account', {
    firmId: DEMO.firmId,
    nodeId: '0',
    accountType: 'Wrapper',
    name,
    status: 'Active',
    currency: 'GBP',
    clientId,
    wrapperDetail: { wrapperType },
  });
  return data.id;
}

/** A pay-in made through the platform, Waiting for its money; its id. */
export async function waitingPayIn(keel: RealKeel, accountId: string, amount: number): Promise<string> {
  const { data } = await keel.api('POST', '/portfoliotransaction', {
    firmId: DEMO.firmId,
    accountId,
    currency: 'GBP',
    transactionType: 'Payment',
    transactionSubType: 'Deposit',
    movementType: 'In',
    method: 'Bank Transfer',
    amount,
  });
  return data.id;
}

/** Pays in and marks the money received: settled cash on the account. */
export async function fund(keel: RealKeel, accountId: string, amount: number): Promise<void> {
  const paymentId = await waitingPayIn(keel, accountId, amount);
  await keel.api('PUT', `/portfoliotransactionaction/${DEMO.firmId}/${paymentId}`, {
    type: 'Action',
    transactionAction: 'Complete',
    actionReason: 'Payment received',
  });
}
