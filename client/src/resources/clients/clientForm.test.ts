import { describe, expect, it } from 'vitest';
import { nestIssues, toClientRecord, toFormValues, validateClient } from './clientForm';

const adult = {
  nodeId: ['0'],
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1980-12-10',
  email: 'ada@example.co.uk',
  addressDetail: { address1: '1 Analytical Row', postCode: 'sw1a1aa', country: 'GB' },
  nationalities: [
    { code: 'IE', identifiers: [] },
    { code: 'GB', identifiers: [{ name: 'CCPT', value: 'P123456' }] },
  ],
  nationalInsuranceNo: 'AB 12 34 56 C',
};

describe('toClientRecord', () => {
  it('when saved, then the type is fixed, the first nationality is the main one and the NINO is filed under GB', () => {
    expect(toClientRecord({ ...adult, parentId: ['P1'] }, 'Individual')).toMatchObject({
      clientType: 'Individual',
      nodeId: '0',
      parentId: 'P1',
      nationality: 'IE',
      nationalities: [
        { code: 'IE', identifiers: [] },
        {
          code: 'GB',
          identifiers: [
            { name: 'CCPT', value: 'P123456' },
            { name: 'NINO', value: 'AB 12 34 56 C', available: true },
          ],
        },
      ],
    });
  });

  it('when the client is not British, then the NINO goes with the first nationality; checks leave it out', () => {
    const values = { ...adult, nationalities: [{ code: 'FR', identifiers: [] }] };
    expect(toClientRecord(values, 'Individual').nationalities).toEqual([
      { code: 'FR', identifiers: [{ name: 'NINO', value: 'AB 12 34 56 C', available: true }] },
    ]);
    expect(toClientRecord(values, 'Individual', false).nationalities).toEqual([
      { code: 'FR', identifiers: [] },
    ]);
  });
});

describe('toFormValues', () => {
  it('when a stored client has a NINO identifier, then it moves to its own field and the parent is one id', () => {
    const record = {
      id: 'C1',
      parentId: ['P1'],
      nationalities: [{ code: 'GB', identifiers: [{ name: 'NINO', value: 'AB123456C', available: true }] }],
    };
    expect(toFormValues(record)).toEqual({
      id: 'C1',
      parentId: 'P1',
      nationalities: [{ code: 'GB', identifiers: [] }],
      nationalInsuranceNo: 'AB123456C',
    });
  });

  it('when a stored client has only a main nationality, then the form lists it', () => {
    expect(toFormValues({ nationality: 'GB', parentId: [] })).toMatchObject({
      nationalities: [{ code: 'GB', identifiers: [] }],
      parentId: undefined,
    });
  });

  it('when saved again unchanged, then the nationalities are as stored', () => {
    const nationalities = [
      { code: 'GB', identifiers: [{ name: 'NINO', value: 'AB123456C', available: true }] },
    ];
    const form = toFormValues({ nationalities, nationalInsuranceNo: 'AB123456C' });
    expect(toClientRecord(form, 'Individual').nationalities).toEqual(nationalities);
  });
});

describe('nestIssues', () => {
  it('when issues point into arrays, then errors nest as arrays without holes, first message per field', () => {
    expect(
      nestIssues([
        { path: ['nationalities', 1, 'identifiers', 0, 'value'], message: 'Bad' },
        { path: ['addressDetail', 'postCode'], message: 'Postcode' },
        { path: ['addressDetail', 'postCode'], message: 'Second' },
        { path: ['nationality'], message: 'Required' },
      ]),
    ).toEqual({
      nationalities: [{}, { identifiers: [{ value: 'Bad' }] }],
      addressDetail: { postCode: 'Postcode' },
    });
  });
});

describe('validateClient', () => {
  it('when the individual is sound, then there are no errors', () => {
    expect(validateClient('Individual')(adult)).toEqual({});
  });

  it('when fields break the platform rules, then each is named where the form shows it', () => {
    const errors = validateClient('Individual')({
      ...adult,
      nationalInsuranceNo: 'QQ123456C',
      nationalities: [],
      bankDetails: { sortCode: '938063', accountNumber: '15763217' },
      addressDetail: { ...adult.addressDetail, postCode: 'NOPE' },
    });
    expect(errors).toEqual({
      nationalInsuranceNo: 'Must be a valid National Insurance number, like AB123456C',
      nationalities: 'Required',
      bankDetails: { accountNumber: 'This account number does not match the sort code; check both' },
      addressDetail: { postCode: 'Must be a UK postcode, like SW1A 1AA' },
    });
  });

  it("when a minor has an adult's date of birth or no parent, then both are errors", () => {
    const errors = validateClient('Individual Minor')({
      title: 'Mr',
      firstName: 'Grown',
      surname: 'Up',
      dateOfBirth: '1990-01-01',
      nodeId: '0',
    });
    expect(errors).toEqual({ parentId: 'Required', dateOfBirth: 'A minor must be under 18' });
  });

  it('when a company party is neither picked nor entered, then its client field is required', () => {
    const errors = validateClient('Corporate')({
      nodeId: '0',
      name: 'Engines Ltd',
      companyNumber: '12345678',
      addressDetail: adult.addressDetail,
      relatedParties: [{ role: 'Director' }, { role: 'Director', client: { firstName: 'Charles' } }],
    });
    expect(errors).toMatchObject({
      relatedParties: [
        { clientId: 'Required' },
        { client: { title: 'Required', surname: 'Required', email: 'Required' } },
      ],
    });
  });
});
