import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { useBranding } from './branding/BrandingProvider';

/** The home page at /; the dashboard issue fills it with exceptions and information. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { branding } = useBranding();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="keel.dashboard.pageTitle" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('keel.dashboard.title', { firm: branding.windowTitle })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/clients">
          {translate('keel.dashboard.clients')}
        </Button>
      </CardActions>
    </Card>
  );
};
