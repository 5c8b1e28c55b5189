import { describe, expect, it } from 'vitest';
import { rowProblemsOf, templateHref } from './FileUpload';
import { eventBody } from './TransferEventForm';

const translate = (key: string) => key;
const values = {
  type: 'INFO' as const,
  text: ' Chased by phone ',
  newStatus: '',
  reason: '',
  crystallisedAmount: '',
  pclsTaken: '',
  crystallisedOn: '',
  actualValue: '',
};

describe('the transfer page forms', () => {
  it("when a file is refused, then each 'row N.column' error becomes a row of the table, in the file's order", () => {
    expect(
      rowProblemsOf([
        { fieldName: 'row 5.quantity', errorMessage: 'Must be a number' },
        { fieldName: 'row 3.isin', errorMessage: 'No adopted instrument has this ISIN' },
        { fieldName: 'fileName', errorMessage: 'Must be a .csv or .xlsx file' },
      ]),
    ).toEqual([
      { row: null, column: 'fileName', message: 'Must be a .csv or .xlsx file' },
      { row: 3, column: 'isin', message: 'No adopted instrument has this ISIN' },
      { row: 5, column: 'quantity', message: 'Must be a number' },
    ]);
  });

  it('when the template is downloaded, then it is a CSV of the header alone', () => {
    expect(decodeURIComponent(templateHref('isin,quantity,bookValue').split(',').slice(1).join(','))).toBe(
      'isin,quantity,bookValue\n',
    );
  });

  it('when an event has no move, then it carries its text and the version only', () => {
    expect(eventBody({ transferStatus: 'Pending', version: 3 }, values, translate)).toEqual({
      body: { type: 'INFO', text: 'Chased by phone', version: 3 },
    });
  });

  it('when the move is to Rejected, then a reason is required; to Completed, the value received is optional', () => {
    expect(
      eventBody({ transferStatus: 'Pending', version: 1 }, { ...values, newStatus: 'Rejected' }, translate)
        .errors,
    ).toEqual({ reason: 'ra.validation.required' });
    expect(
      eventBody(
        { transferStatus: 'Awaiting sell down', version: 2 },
        { ...values, newStatus: 'Completed', actualValue: '10,250' },
        translate,
      ),
    ).toEqual({
      body: { type: 'INFO', text: 'Chased by phone', newStatus: 'Completed', actualValue: 10250, version: 2 },
    });
  });

  it('when the transfer leaves Awaiting Crystallisation Information, then the details are asked for', () => {
    const outcome = eventBody(
      { transferStatus: 'Awaiting Crystallisation Information', version: 1 },
      {
        ...values,
        newStatus: 'Pending',
        crystallisedAmount: '5000',
        pclsTaken: '0',
        crystallisedOn: '2025-01-31',
      },
      translate,
    );
    expect(outcome).toEqual({
      body: {
        type: 'INFO',
        text: 'Chased by phone',
        newStatus: 'Pending',
        crystallisation: { crystallisedAmount: 5000, pclsTaken: 0, crystallisedOn: '2025-01-31' },
        version: 1,
      },
    });
  });
});
