import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { useBranding } from '../branding/BrandingProvider';
import { AccountMenu } from './AccountMenu';

/** The firm's header logo, or its name as a wordmark when it has none. */
const HeaderLogo = () => {
  const { branding } = useBranding();
  if (branding.headerLogoUrl)
    return (
      <Box
        component="img"
        src={branding.headerLogoUrl}
        alt={branding.windowTitle}
        sx={{ height: 32, maxWidth: { xs: 120, sm: 200 }, objectFit: 'contain', mr: 2 }}
      />
    );
  return (
    <Typography
      component="span"
      variant="h6"
      noWrap
      sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', sm: 'block' } }}
    >
      {branding.windowTitle}
    </Typography>
  );
};

/**
 * The header on the firm's background colour in light and dark mode alike (it is the firm's identity),
 * with its logo, the page title, the light/dark switch, the refresh button and the user's own menu.
 */
export const Header = () => {
  const { branding } = useBranding();
  return (
    <AppBar
      userMenu={<AccountMenu />}
      sx={{
        bgcolor: branding.background.main,
        color: branding.background.contrastText,
        backgroundImage: 'none',
      }}
    >
      <HeaderLogo />
      <TitlePortal />
    </AppBar>
  );
};
