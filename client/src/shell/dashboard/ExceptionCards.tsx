import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { TDashboardExceptions } from '../../../../contract/notifications';
import { usePlatformRead } from '../../data/platformReads';

const D = 'resources.notifications.dashboard';

/**
 * What needs action now: one card per notification type with its open count, each a link to the inbox
 * filtered to that type, Open, at the node (the platform builds the link, so the count equals its total).
 */
export const ExceptionCards = ({ nodeId }: { nodeId: string | undefined }) => {
  const translate = useTranslate();
  const { data } = usePlatformRead<TDashboardExceptions>({
    name: 'getDashboardExceptions',
    query: { nodeId },
  });
  return (
    <Box component="section" aria-labelledby="dashboard-exceptions" sx={{ mt: 2 }}>
      <Typography id="dashboard-exceptions" variant="h6" component="h2">
        {translate(`${D}.exceptions`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${D}.exceptionsIntro`)} {data && translate(`${D}.total`, { count: data.total })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {!data && [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={96} />)}
        {data?.counts.map((c) => (
          <Card
            key={c.notificationType}
            variant="outlined"
            // Orange marks a count that needs someone; as text it would fail contrast, so the figure stays dark.
            sx={c.count ? { borderLeft: 4, borderLeftColor: 'warning.main' } : undefined}
          >
            <CardActionArea component={Link} to={c.link} data-testid={`exception-${c.notificationType}`}>
              <CardContent>
                {/* The card's name is its visible text, "30 Awaiting Authorisation" (WCAG 2.5.3 Label in Name);
                    the figure is a div, not a styled paragraph a screen reader would take for a heading. */}
                <Typography variant="h4" component="div" color={c.count ? 'text.primary' : 'text.secondary'}>
                  {c.count}
                </Typography>
                <Typography variant="body2">{c.notificationType}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
