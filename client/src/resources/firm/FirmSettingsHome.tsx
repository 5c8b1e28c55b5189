import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Box } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { FirmPage } from './FirmPage';
import { firmPaths } from './firmPaths';

const PAGES = [
  [firmPaths.theme('Professional'), 'Professional.theme'],
  [firmPaths.content('Professional'), 'Professional.content'],
  [firmPaths.theme('Investor'), 'Investor.theme'],
  [firmPaths.content('Investor'), 'Investor.content'],
  [firmPaths.investorConfiguration(), 'Investor.configuration'],
  [firmPaths.logos(), 'logos'],
  [firmPaths.nodes(), 'nodes'],
  [firmPaths.features(), 'features'],
  [firmPaths.security(), 'security'],
  [firmPaths.webhooks(), 'webhooks'],
] as const;

/** /firm: the firm settings pages, one card each. */
export const FirmSettingsHome = () => {
  const translate = useTranslate();
  return (
    <FirmPage title="resources.firm.name">
      {() => (
        <Box
          component="nav"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {PAGES.map(([to, key]) => (
            <Card key={to} variant="outlined">
              <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1">{translate(`resources.firm.pages.${key}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.firm.summaries.${key}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </FirmPage>
  );
};
