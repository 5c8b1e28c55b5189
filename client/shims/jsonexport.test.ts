import { describe, expect, it } from 'vitest';
import jsonExport from './jsonexport';

describe('the on-demand jsonexport react-admin is given', () => {
  it('loads the real exporter and answers through its callback, as ra-core calls it', async () => {
    const csv = await new Promise<string>((resolve, reject) =>
      jsonExport([{ name: 'Ada Lovelace', value: '10.50' }], (err: Error | null, out: string) =>
        err ? reject(err) : resolve(out),
      ),
    );
    expect(csv.split(/\r?\n/)).toEqual(['name,value', 'Ada Lovelace,10.50']);
  });
});
