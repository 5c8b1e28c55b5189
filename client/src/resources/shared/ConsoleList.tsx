import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { List, Pagination, type ListProps } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../../contract';

/** The page sizes every list offers. */
export const LIST_PAGINATION = <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

/**
 * A list as the console shows them: pages of the platform's default size and no react-admin export (a
 * list with an export has its own button). On a phone it shows `small` (a SimpleList) if given, else the
 * children (the table).
 */
export const ConsoleList = ({ small, children, ...props }: ListProps & { small?: ReactNode }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} perPage={DEFAULT_PAGE_SIZE} pagination={LIST_PAGINATION} {...props}>
      {isSmall && small ? small : children}
    </List>
  );
};
