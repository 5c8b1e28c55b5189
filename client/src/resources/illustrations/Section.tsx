import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the illustration's page; its id is the anchor an address may point at (#projection). */
export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" id={id} aria-label={title} sx={{ mb: 2 }}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0, overflowX: 'auto' }}>{children}</CardContent>
  </Card>
);
