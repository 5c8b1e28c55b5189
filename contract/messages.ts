import { z } from 'zod';

/**
 * Plain-English validation messages for every zod issue, on client and server alike, so a form shows
 * "Required" rather than "Invalid input: expected string, received undefined". Imported for its effect
 * by contract/index.ts.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'Required' : `Must be a ${issue.expected}`;
      case 'invalid_value':
        return `Must be one of: ${issue.values.map(String).join(', ')}`;
      case 'too_small':
        return issue.origin === 'string'
          ? issue.minimum === 1
            ? 'Required'
            : `Must be at least ${issue.minimum} characters`
          : issue.origin === 'array'
            ? `Add at least ${issue.minimum}`
            : `Must be at least ${issue.minimum}`;
      case 'too_big':
        return issue.origin === 'string'
          ? `Must be at most ${issue.maximum} characters`
          : `Must be at most ${issue.maximum}`;
      case 'unrecognized_keys':
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      default:
        return undefined;
    }
  },
});
