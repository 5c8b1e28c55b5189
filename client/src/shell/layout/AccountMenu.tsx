import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { ChangePasswordDialog } from '../../resources/users/ChangePasswordDialog';

const ChangePasswordItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(({ onOpen }, ref) => {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('resources.users.ownPassword.menu')}</ListItemText>
    </MenuItem>
  );
});
ChangePasswordItem.displayName = 'ChangePasswordItem';

/**
 * The signed-in person's menu: change their own password, sign out. The dialog sits outside the menu,
 * which unmounts its items once it closes.
 */
export const AccountMenu = () => {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <UserMenu>
        <ChangePasswordItem onOpen={() => setChanging(true)} />
        <Logout />
      </UserMenu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
};
