import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton, TextInput, testDataProvider } from 'react-admin';
import { BrowserRouter, Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../registry';
import { FormSection } from './FormSection';

/** Two sections of a client form, the second holding a field the form-level rule requires. */
const TwoSections = () => (
  <BrowserRouter>
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <Form
        validate={(values) => (values.postCode ? {} : { postCode: 'Required' })}
        onSubmit={() => undefined}
      >
        <FormSection id="personal" fields={['firstName']}>
          <TextInput source="firstName" />
        </FormSection>
        <FormSection id="address" fields={['postCode']}>
          <TextInput source="postCode" />
        </FormSection>
        <SaveButton alwaysEnable />
        <Link to="#personal">Go to personal details</Link>
      </Form>
    </AdminContext>
  </BrowserRouter>
);

const header = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

describe('FormSection', () => {
  it('when the form opens, then every section is open and carries its anchor id', async () => {
    render(<TwoSections />);
    await waitFor(() => expect(header(/Address/).getAttribute('aria-expanded')).toBe('true'));
    expect(header(/Personal/).getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('address')).not.toBeNull();
  });

  it(
    'when a folded section holds a field error on save, then it opens itself',
    { timeout: 20_000 },
    async () => {
      render(<TwoSections />);
      const address = await waitFor(() => header(/Address/));
      fireEvent.click(address);
      await waitFor(() => expect(address.getAttribute('aria-expanded')).toBe('false'));
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(address.getAttribute('aria-expanded')).toBe('true'));
      expect(await screen.findByText('Required')).toBeTruthy();
    },
  );

  it('when the address names a folded section, then it opens', { timeout: 20_000 }, async () => {
    render(<TwoSections />);
    const personal = await waitFor(() => header(/Personal/));
    fireEvent.click(personal);
    await waitFor(() => expect(personal.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(screen.getByRole('link', { name: 'Go to personal details' }));
    await waitFor(() => expect(personal.getAttribute('aria-expanded')).toBe('true'));
  });
});
