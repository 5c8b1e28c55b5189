import {
  Checkbox,
  FormHelperText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { PERMISSION_LEVELS, PERMISSION_RESOURCES } from '../../../../contract/enums';
import type { TScope } from '../../../../contract/scopes';
import { has, toggle } from './scopes';

interface MatrixProps {
  value: readonly TScope[];
  onChange?: (next: TScope[]) => void;
  disabled?: boolean;
}

/** The 13 resources × 4 levels of spec §3/§6 as a grid of labelled checkboxes. */
export const PermissionMatrix = ({ value, onChange, disabled }: MatrixProps) => {
  const translate = useTranslate();
  const level = (l: string) => translate(`resources.users.matrix.levels.${l}`);
  return (
    <TableContainer sx={{ maxWidth: 720 }}>
      <Table size="small">
        <caption>{translate('resources.users.matrix.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.users.matrix.resource')}
            </TableCell>
            {PERMISSION_LEVELS.map((l) => (
              <TableCell key={l} component="th" scope="col" align="center">
                {level(l)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_RESOURCES.map((resource) => (
            <TableRow key={resource} hover>
              <TableCell component="th" scope="row">
                {resource}
              </TableCell>
              {PERMISSION_LEVELS.map((l) => (
                <TableCell key={l} align="center" padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={has(value, resource, l)}
                    disabled={disabled}
                    onChange={(event) => onChange?.(toggle(value, resource, l, event.target.checked))}
                    slotProps={{ input: { 'aria-label': `${resource}: ${level(l)}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The matrix as a form input on `source` (default `scopes`), with the server's error under it. */
export const PermissionMatrixInput = ({
  source = 'scopes',
  disabled,
}: {
  source?: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  return (
    <>
      <PermissionMatrix value={field.value ?? []} onChange={field.onChange} disabled={disabled} />
      <FormHelperText error={!!fieldState.error}>
        {fieldState.error?.message
          ? translate(fieldState.error.message, { _: fieldState.error.message })
          : translate('resources.users.matrix.impliesRead')}
      </FormHelperText>
    </>
  );
};
