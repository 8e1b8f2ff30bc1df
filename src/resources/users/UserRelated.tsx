import { Button, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useCanOpen } from '../shared/RecordLink';
import { USER_RESOURCE } from './types';

/**
 * The player's records in other modules, each a link to that module's list
 * filtered to them. A module the reader does not hold, or one the panel does
 * not have, is left out: the list is what exists for this reader.
 */
export const USER_RELATED: readonly { route: string; filter: (id: number) => object; key: string }[] = [
  { route: 'orders/orders', key: 'orders', filter: (id) => ({ userId: id }) },
  { route: 'wow_build/bulid', key: 'builds', filter: (id) => ({ authorId: id }) },
  { route: 'wow_feedback/feedback', key: 'feedback', filter: (id) => ({ userId: id }) },
];

export const UserRelated = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const links = USER_RELATED.filter((r) => canOpen(r.route));
  if (!links.length) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }} useFlexGap data-testid="user-related">
      <Typography variant="h6" component="h3" sx={{ mr: 1 }}>{translate(`resources.${USER_RESOURCE}.sections.related`)}</Typography>
      {links.map((r) => (
        <Button key={r.key} component={Link} variant="outlined" size="small"
          to={`/${r.route}?filter=${encodeURIComponent(JSON.stringify(r.filter(id)))}`}>
          {translate(`resources.${USER_RESOURCE}.related.${r.key}`)}
        </Button>
      ))}
    </Stack>
  );
};
