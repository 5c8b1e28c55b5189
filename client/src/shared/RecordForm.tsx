import { CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, Toolbar, type FormProps } from 'react-admin';

export type RecordFormProps = Omit<FormProps, 'children' | 'disableInvalidFormNotification'> & {
  children: ReactNode;
};

/**
 * The form of a platform record's create and edit pages: react-admin's SimpleForm layout, saving only
 * (records are never deleted from the console), and spec §8's rule for errors: a field the platform or the
 * form's own check refuses shows its message under the input, with no toast. SimpleForm itself would hand
 * `disableInvalidFormNotification` on to its Stack as a DOM attribute (react-admin 5.15 does not strip it),
 * which React warns about on every render; so the layout is written here over react-admin's Form.
 */
export const RecordForm = ({ children, ...props }: RecordFormProps) => (
  <Form {...props} disableInvalidFormNotification>
    <CardContent sx={(theme) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: '5em' } })}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContent>
    <Toolbar>
      <SaveButton />
    </Toolbar>
  </Form>
);
