import { Button, Menu, MenuItem, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';

export interface MenuLink {
  key: string;
  label: string;
  to: string;
}

/** A button that opens a menu of pages to go to. */
export const LinkMenuButton = ({
  label,
  links,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & { label: string; links: MenuLink[] }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {links.map(({ key, label: text, to }) => (
          <MenuItem key={key} component={Link} to={to}>
            {text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
