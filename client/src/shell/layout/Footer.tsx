import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBranding } from '../branding/BrandingProvider';

/** The firm's copyright text and, when it has one, its order execution policy. */
export const Footer = () => {
  const { branding } = useBranding();
  const translate = useTranslate();
  const { footerCopyright, orderExecutionPolicyUrl } = branding;
  if (!footerCopyright && !orderExecutionPolicyUrl) return null;
  return (
    <Box
      component="footer"
      sx={{
        mt: 4,
        py: 2,
        px: { xs: 1, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'body2',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      {footerCopyright && <span>{footerCopyright}</span>}
      {orderExecutionPolicyUrl && (
        <Link href={orderExecutionPolicyUrl} target="_blank" rel="noopener noreferrer" color="inherit">
          {translate('keel.footer.orderExecutionPolicy')}
        </Link>
      )}
    </Box>
  );
};
