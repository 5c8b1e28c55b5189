import { describe, expect, it } from 'vitest';
import './messages';
import * as clients from './clients';
import { ZCreateClient } from './clients';
import { buildPath, calls, RequiredParameterError } from './calls';
import { hasPermission } from './permissions';
import { ZNino, ageOn, normalisePostcode, UK_POSTCODE_PATTERN } from './validation';

describe('National Insurance numbers', () => {
  it.each(['AB123456C', 'ab 12 34 56 d', 'JG103759A'])('when %s is given, then it is accepted', (nino) => {
    expect(ZNino.safeParse(nino).success).toBe(true);
  });
  it.each(['QQ123456C', 'GB123456A', 'AO123456A', 'AB123456E', 'DA123456A', 'AB12345C', 'TN123456A'])(
    'when %s is given, then it is refused',
    (nino) => expect(ZNino.safeParse(nino).success).toBe(false),
  );
});

describe('UK postcodes', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['GIR0AA', 'GIR 0AA'],
  ])('when %s is given, then it normalises to %s and matches', (input, normal) => {
    expect(normalisePostcode(input)).toBe(normal);
    expect(UK_POSTCODE_PATTERN.test(normal)).toBe(true);
  });
  it.each(['12345', 'SW1A', 'ZZZ 999'])('when %s is given, then it does not match', (input) => {
    expect(UK_POSTCODE_PATTERN.test(normalisePostcode(input))).toBe(false);
  });
});

describe('ageOn', () => {
  it('when the birthday is tomorrow, then the age has not yet turned', () => {
    expect(ageOn('2008-11-22', new Date('2026-11-21T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-21', new Date('2026-11-21T12:00:00Z'))).toBe(18);
  });
});

describe('client types', () => {
  it('when a corporate has no company number or address, then those fields are required', () => {
    const res = ZCreateClient.safeParse({
      firmId: 'DEMO1',
      nodeId: '0',
      clientType: 'Corporate',
      name: 'Acme Ltd',
    });
    expect(res.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['addressDetail', 'companyNumber']);
  });
  it('when an unknown field is sent, then it is refused by name', () => {
    const res = ZCreateClient.safeParse({
      firmId: 'DEMO1',
      nodeId: '0',
      clientType: 'Trust',
      name: 'T',
      trustType: 'Bare',
      addressDetail: { address1: 'a', postCode: 'M1 1AE', country: 'GB' },
      colour: 'red',
    });
    expect(res.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['colour'] }),
    ]);
  });
});

describe('buildPath', () => {
  it('when a path parameter is missing, then the spec message names it and the call', () => {
    expect(() => buildPath('getClient', calls.getClient.path, { firmId: 'DEMO1' })).toThrow(
      new RequiredParameterError('clientId', 'getClient'),
    );
    expect(() => buildPath('getClient', calls.getClient.path, { firmId: 'DEMO1' })).toThrow(
      'Required parameter clientId was null or undefined when calling getClient.',
    );
    expect(buildPath('getClient', calls.getClient.path, { firmId: 'DEMO1', clientId: 'A B' })).toBe(
      '/client/DEMO1/A%20B',
    );
  });
});

describe('hasPermission', () => {
  it('when a user has readWrite, then read is implied but action is not', () => {
    const scopes = [{ scope: 'Client' as const, ranges: ['readWrite' as const] }];
    expect(hasPermission(scopes, 'Client', 'read')).toBe(true);
    expect(hasPermission(scopes, 'Client', 'action')).toBe(false);
    expect(hasPermission(scopes, 'Account', 'read')).toBe(false);
  });
});

describe('bank details', () => {
  it('when the sort code and account number pass the VocaLink modulus check, then they are accepted', () => {
    const { ZBankDetails } = clients;
    expect(ZBankDetails.safeParse({ sortCode: '08-99-99', accountNumber: '66374958' }).success).toBe(true);
    expect(ZBankDetails.safeParse({ sortCode: '202959', accountNumber: '63748472' }).success).toBe(true);
  });
  it('when the pair fails the modulus check, then the account number carries the error', () => {
    const res = clients.ZBankDetails.safeParse({ sortCode: '938063', accountNumber: '15763217' });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accountNumber', 'This account number does not match the sort code; check both'],
    ]);
  });
});

describe('personal identifiers', () => {
  const { ZIdentifier } = clients;
  it.each([
    ['NINO', 'ab 12 34 56 c'],
    ['CCPT', 'p1234567'],
    ['CONCAT', 'GB19761209GRACEHOPPE'],
    ['CONCAT', 'GB19800101ADA##LOVEL'],
    ['NIDN', 'IE 1234 567'],
  ])('when a %s is %s, then it is accepted in upper case without spaces', (name, value) => {
    const res = ZIdentifier.safeParse({ name, value });
    expect(res.data?.value).toBe(value.replace(/\s/g, '').toUpperCase());
  });
  it.each([
    ['NINO', 'QQ123456C'],
    ['CCPT', 'P1'],
    ['CONCAT', 'GB1976GRACE'],
    ['NIDN', 'ID-1234'],
  ])('when a %s is %s, then the value is refused in that type’s words', (name, value) => {
    const res = ZIdentifier.safeParse({ name, value });
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['value']);
  });
  it('when an identifier is marked not available, then it needs no value; otherwise it does', () => {
    expect(ZIdentifier.safeParse({ name: 'CCPT', available: false }).success).toBe(true);
    expect(ZIdentifier.safeParse({ name: 'CCPT' }).error?.issues[0].message).toMatch(/^Required/);
  });
});

describe('fields by client type', () => {
  const trust = {
    firmId: 'DEMO1',
    nodeId: '0',
    clientType: 'Trust',
    name: 'The Hopper Trust',
    trustType: 'Bare',
    addressDetail: { address1: 'a', postCode: 'M1 1AE', country: 'GB' },
  };
  it('when a trust names a director or a person field, then each is refused where it was sent', () => {
    const res = ZCreateClient.safeParse({
      ...trust,
      surname: 'Hopper',
      relatedParties: [
        { clientId: 'C1', role: 'Director' },
        { clientId: 'C1', role: 'Trustee' },
        { clientId: 'C1', role: 'Trustee' },
      ],
    });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['surname', 'Not held for a trust client'],
      ['relatedParties.0.role', 'Must be one of: Settlor, Trustee, Beneficiary'],
      ['relatedParties.2.clientId', 'Already listed in this role'],
    ]);
  });
  it('when a party gives both an existing client and a new person, then it is refused', () => {
    const res = ZCreateClient.safeParse({
      ...trust,
      relatedParties: [{ clientId: 'C1', role: 'Trustee', client: { firstName: 'Grace' } }],
    });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'relatedParties.0.clientId',
      'Give an existing client or a new person, not both',
    ]);
  });
});
