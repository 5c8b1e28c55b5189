import { describe, expect, it } from 'vitest';
import { uploadLookupPath, uploadLookupQuery } from './uploads';

describe('upload lookup', () => {
  it('when both category and nodeId are given, then the lookup asks for both', () => {
    expect(uploadLookupQuery({ category: 'logo', nodeId: '0' })).toEqual({ category: 'logo', nodeId: '0' });
    expect(uploadLookupPath('DEMO1', { category: 'media logos', nodeId: '7' })).toBe(
      '/firm/files/upload/DEMO1?category=media+logos&nodeId=7',
    );
  });

  it('when either is missing, then it fails with the missing-parameter error before any request', () => {
    expect(() => uploadLookupQuery({ nodeId: '0' })).toThrow(
      'Required parameter category was null or undefined when calling getFirmFileUploads.',
    );
    expect(() => uploadLookupQuery({ category: 'logo', nodeId: '' })).toThrow(
      'Required parameter nodeId was null or undefined when calling getFirmFileUploads.',
    );
    expect(() => uploadLookupPath(undefined, { category: 'logo', nodeId: '0' })).toThrow(
      'Required parameter firmId was null or undefined when calling getFirmFileUploads.',
    );
  });
});
