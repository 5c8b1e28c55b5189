import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { i18nProvider } from '../registry';
import { UkDateInput } from './UkDateInput';

/**
 * The input alone, in a react-admin form: it has no back end to talk to. The browser here is en-US
 * (jsdom's navigator.language), the language in which a native date box reads mm/dd/yyyy.
 */
function renderForm(defaultValues: Record<string, unknown> = {}) {
  const saved = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={saved} defaultValues={defaultValues}>
        <UkDateInput source="dateOfBirth" label="Date of birth" />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  const input = screen.getByLabelText(/Date of birth/, { selector: 'input' }) as HTMLInputElement;
  return { saved, input };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

afterEach(cleanup);

describe('UkDateInput', () => {
  it('when the browser is en-US, then the empty field still asks for dd/mm/yyyy', () => {
    expect(navigator.language).toBe('en-US');
    const { input } = renderForm();
    expect(input.getAttribute('placeholder')?.toLowerCase()).toBe('dd/mm/yyyy');
  });

  it('when 25/11/2026 is typed, then the field shows it so and the form holds 2026-11-25', async () => {
    const { input, saved } = renderForm();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '25/11/2026' } });
    expect(input.value).toBe('25/11/2026');
    save();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][0]).toEqual({ dateOfBirth: '2026-11-25' });
  });

  it('when the form holds a date from the platform, then the field shows it as dd/mm/yyyy', () => {
    const { input } = renderForm({ dateOfBirth: '1980-03-05' });
    expect(input.value).toBe('05/03/1980');
  });

  it('when part of the date is rubbed out, then the form says the date is unfinished and sends nothing', async () => {
    const { input, saved } = renderForm({ dateOfBirth: '2026-11-25' });
    fireEvent.focus(input);
    await new Promise((r) => setTimeout(r, 50));
    // A click in the day selects that section; Delete rubs it out: 25/11/2026 becomes DD/11/2026.
    input.setSelectionRange(0, 0);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(input.value).toBe('DD/11/2026');
    save();
    expect(await screen.findByText('Enter the whole date as dd/mm/yyyy, like 25/11/2026')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
  });
});
