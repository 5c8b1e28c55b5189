import LockResetIcon from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { pageWordsReady } from '../../data/i18nProvider';
import { lazyNamed } from '../routePages';

/** Loaded when first opened, with the users area's words it shows (decision 0215). */
const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog', {
  alsoWaitFor: pageWordsReady,
});

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
 * The menu button's accessible name. From the sm breakpoint up react-admin's button shows the person's
 * name but is labelled only "Profile", so a speech user saying the name they see finds no button (WCAG
 * 2.5.3 Label in Name, axe's label-content-name-mismatch): the label starts with that name. Below sm
 * the button is an icon, and react-admin labels it "Profile" whatever this says.
 */
export function userMenuLabel(fullName: string | undefined, profile: string): string {
  return fullName ? `${fullName} – ${profile}` : profile;
}

/**
 * The signed-in person's menu: change their own password, sign out. The dialog sits outside the menu,
 * which unmounts its items once it closes.
 */
export const AccountMenu = () => {
  const [changing, setChanging] = useState(false);
  // Kept once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <>
      <UserMenu label={userMenuLabel(identity?.fullName, translate('ra.auth.user_menu'))}>
        <ChangePasswordItem
          onOpen={() => {
            setOpened(true);
            setChanging(true);
          }}
        />
        <Logout />
      </UserMenu>
      {opened && <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />}
    </>
  );
};
