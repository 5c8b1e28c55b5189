import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody, isErrorBody } from './errorBody';
import { ZErrorBody } from './errors';

/** Values shaped like an error body, and near misses of every part of it. */
const anything = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const fieldError = fc.oneof(
  fc.record({ fieldName: fc.string(), errorMessage: fc.string() }),
  fc.record({ fieldName: anything, errorMessage: anything }),
  anything,
);
const body = fc.oneof(
  fc.record({
    error: fc.record({
      statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), anything),
      errorMessage: fc.oneof(fc.string(), anything),
      fieldErrors: fc.oneof(fc.array(fieldError, { maxLength: 3 }), anything),
    }),
  }),
  fc.record({ error: anything }),
  anything,
);

describe('isErrorBody (the console checks error bodies without zod, decision 0215)', () => {
  it('when any value is checked, then it agrees with the contract’s schema', () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(isErrorBody(value)).toBe(ZErrorBody.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('when the platform writes an error body, then it is one', () => {
    expect(
      isErrorBody(errorBody(400, 'Invalid fields', [{ fieldName: 'name', errorMessage: 'Required' }])),
    ).toBe(true);
    expect(isErrorBody({ error: { statusCode: 400.5, errorMessage: 'x', fieldErrors: [] } })).toBe(false);
  });
});
