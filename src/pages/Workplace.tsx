// The default landing page (#/dashboard/workplace). Staff holding mdr.dashboard
// see the cards whose keys they hold (dashboard.<card>) — each module declares
// its own (PanelResource.cards) and no call is made for the others; everyone
// else sees the welcome alone. The API checks the same keys (server/core/dashboard.ts).
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { hasKey, type Grant } from '../../contract/access/modules';
import { useGrant } from '../access/role';
import { ContentCharts } from '../dashboard/ContentCharts';
import type { CardArea, WorkplaceCard } from '../dashboard/types';
import { resources } from '../resources';
import { QueueSummary } from '../resources/review_queue/QueueSummary';
import { ApiDocsButton } from './ApiDocsButton';

export const DASHBOARD_KEY = 'mdr.dashboard';

/** The cards a staff member may see: mdr.dashboard and each card's action key dashboard.<card>. */
export function cardsFor(grant: Grant | null): WorkplaceCard[] {
  if (!grant || !hasKey(grant, DASHBOARD_KEY)) return [];
  return resources.flatMap((r) => r.cards ?? []).filter((c) => hasKey(grant, `dashboard.${c.key}`));
}

const COLUMNS: Record<CardArea, { xs: number; sm: number; md: number; lg: number }> = {
  counts: { xs: 12, sm: 6, md: 4, lg: 3 },
  charts: { xs: 12, sm: 12, md: 12, lg: 12 },
  rankings: { xs: 12, sm: 12, md: 6, lg: 4 },
  popular: { xs: 12, sm: 12, md: 6, lg: 6 },
};

const Area = ({ cards, area }: { cards: WorkplaceCard[]; area: CardArea }) => {
  const here = cards.filter((c) => c.area === area);
  if (!here.length) return null;
  return (
    <Grid container spacing={2} data-testid={`area-${area}`}>
      {here.map(({ key, Component }) => <Grid key={key} size={COLUMNS[area]}><Component /></Grid>)}
    </Grid>
  );
};

export const Workplace = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const cards = cardsFor(useGrant());
  const content = cards.filter((c) => c.content);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="menu.workplace" />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h5" component="h2">{translate('workplace.welcome', { name: identity?.fullName ?? '' })}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {translate(cards.length ? 'workplace.subtitle' : 'workplace.no_cards')}
            </Typography>
          </Box>
          <QueueSummary />
          <ApiDocsButton label="admin_tools.api_docs" />
        </CardContent>
      </Card>
      <Area cards={cards} area="counts" />
      {content.length > 0 && <ContentCharts cards={content} />}
      <Area cards={cards} area="charts" />
      <Area cards={cards} area="rankings" />
      <Area cards={cards} area="popular" />
    </Box>
  );
};
