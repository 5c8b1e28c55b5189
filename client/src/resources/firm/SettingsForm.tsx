import { useMemo, type ReactNode } from 'react';
import { Form, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { submissionErrorsOf } from '../../data/httpErrors';
import { FormRootError } from '../../shared/FormRootError';

type Values = Record<string, unknown>;
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What a save sends: each field whose value differs from the effective one read, and null for a field
 * emptied (the node then inherits it again). Unchanged fields are not sent, so a node keeps inheriting
 * what it did not change.
 */
export function changedSettings(read: Values, values: Values): Values {
  const changes: Values = {};
  for (const field of new Set([...Object.keys(read), ...Object.keys(values)])) {
    const before = read[field];
    const after = values[field];
    if (isEmpty(after)) {
      if (!isEmpty(before)) changes[field] = null;
    } else if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = after;
  }
  return changes;
}

/**
 * A settings form over a node's effective settings: saves only the changes; field errors of a 400 show
 * under their fields. Read-only users see it disabled.
 */
export const SettingsForm = ({
  record,
  onSave,
  canWrite,
  children,
}: {
  record: Values;
  onSave: (changes: Values) => Promise<unknown>;
  canWrite: boolean;
  children: ReactNode;
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  // react-admin resets the form whenever `record` is a new object; only a changed content may do that
  // (a refetch after a logo upload must not wipe colours being edited).
  const json = JSON.stringify(record);
  const read = useMemo(() => JSON.parse(json) as Values, [json]);
  async function submit(values: Values) {
    const changes = changedSettings(read, values);
    if (!Object.keys(changes).length) return undefined;
    try {
      await onSave(changes);
      notify(translate('resources.firm.saved'), { type: 'success' });
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error);
    }
  }
  return (
    <Form record={read} onSubmit={submit} disableInvalidFormNotification>
      <FormRootError />
      <fieldset disabled={!canWrite} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      <Toolbar sx={{ mt: 2 }}>
        <SaveButton disabled={!canWrite} alwaysEnable={canWrite} />
      </Toolbar>
    </Form>
  );
};
