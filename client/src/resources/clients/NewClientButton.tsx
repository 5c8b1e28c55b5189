import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { clientPaths } from './clientPaths';

/** Each client type has its own onboarding form (spec §2). */
const NEW_CLIENT = [
  { type: 'Individual', to: clientPaths.create() },
  { type: 'Corporate', to: clientPaths.corporateCreate() },
  { type: 'Trust', to: clientPaths.trustCreate() },
  { type: 'Individual Minor', to: clientPaths.childCreate() },
] as const;

/** "Create" on the client list: a menu of the client types, each opening its own form. */
export const NewClientButton = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('ra.action.create')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {NEW_CLIENT.map(({ type, to }) => (
          <MenuItem key={type} component={Link} to={to}>
            {translate(`resources.clients.newClient.${type}`, { _: type })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
