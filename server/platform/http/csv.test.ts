import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
  ])('when the value is %j, then the cell is %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('when the value is a number, null or undefined, then numbers stay numbers and blanks are empty', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
