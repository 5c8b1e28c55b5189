import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';

/** The home page at /; the dashboard issue fills it with exceptions and information. */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="keel.product" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('keel.dashboard.title')}
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
