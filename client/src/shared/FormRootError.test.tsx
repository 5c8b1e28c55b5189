import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, SaveButton, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../data/apiClient';
import { submissionErrorsOf } from '../data/httpErrors';
import { i18nProvider } from '../registry';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { FormRootError } from './FormRootError';

// The adviser may create clients but not users: a real 400 with field errors, and a real 403 with none.
const keel = useRealKeel('adviser');
const callApi = createApiClient();

/** A form whose save is a real platform call, as the user-create and own-password forms make theirs. */
const SavingForm = ({ save }: { save: (email: string) => Promise<unknown> }) => (
  <AdminContext i18nProvider={i18nProvider}>
    <Form
      onSubmit={async ({ email }: { email?: string }) => {
        try {
          await save(email ?? '');
        } catch (error) {
          return submissionErrorsOf(error);
        }
      }}
    >
      <FormRootError />
      <TextInput source="email" />
      <SaveButton alwaysEnable />
    </Form>
  </AdminContext>
);

afterEach(cleanup);

describe('FormRootError', () => {
  it('when a save is refused with no field to blame (403), then the platform’s message shows at the top of the form', async () => {
    render(
      <SavingForm
        save={(email) =>
          callApi('createUser', {
            params: { firmId: DEMO.firmId },
            body: {
              firmId: DEMO.firmId,
              userType: 'User',
              name: 'Ada',
              email,
              nodeId: '0',
              status: 'Active',
              scopes: [],
            },
          })
        }
      />,
    );
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('You need readWrite permission on User to do this');
    expect(keel.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('when a save is refused with field errors (400), then the fields are marked and the top says so in plain words', async () => {
    render(
      <SavingForm
        save={(email) =>
          callApi('createClient', {
            body: {
              firmId: DEMO.firmId,
              nodeId: '0',
              clientType: 'Individual',
              title: 'Ms',
              firstName: 'Ada',
              surname: 'Lovelace',
              dateOfBirth: '1980-12-10',
              email,
              addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
              nationality: 'GB',
            },
          })
        }
      />,
    );
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Please correct the fields marked below.');
    expect(screen.getByLabelText(/email/i).getAttribute('aria-invalid')).toBe('true');
  });
});
