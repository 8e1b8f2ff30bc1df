// A game item as a 20×20 icon and its name in the panel's language (docs/game-data.md
// "The widgets"), fetched once when it appears; many on one page share one batched call
// (tooltipBatcher.ts), and React Query keeps each answer so a re-render or a
// second widget for the same item asks nothing. The name is in its quality's
// colour, and hovering names the item, its quality and level (itemTitle.ts),
// with or without its icon. Unknown item or a failed call: the item id instead.
import { Box, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-admin';
import { ItemIcon } from './ItemIcon';
import { itemTitle, qualityColour } from './itemTitle';
import { tooltipBatcher } from './tooltipBatcher';

export { ICON_SIZE } from './ItemIcon';

export interface ItemTooltipProps {
  /** 0 item (default), 1 spell, 2 mount, 3 battle pet */
  type?: number;
  itemId?: number;
  /** game version id; 0 (default): the current version */
  gameVer?: number;
}

/** The query of one tooltip (shared by every widget showing the same item in the same language). */
export const tooltipQueryKey = (type: number, itemId: number, gameVer: number, locale: string) =>
  ['item-tooltip', type, itemId, gameVer, locale] as const;

export const ItemTooltip = ({ type = 0, itemId = 0, gameVer = 0 }: ItemTooltipProps) => {
  const locale = useLocale();
  const { data, isError } = useQuery({
    queryKey: tooltipQueryKey(type, itemId, gameVer, locale),
    queryFn: () => tooltipBatcher.load({ type, itemId, gameVer }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const label = data?.name ?? (isError ? `#${itemId}` : '…');
  return (
    <Tooltip title={itemTitle(data, itemId, locale)} disableInteractive>
      <Box component="span" data-testid="item-tooltip" data-state={data ? 'ok' : isError ? 'error' : 'loading'}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle', maxWidth: '100%' }}>
        <ItemIcon src={data?.iconUrl} />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
          color: isError ? 'text.secondary' : qualityColour(data?.quality) }}>
          {label}
        </Box>
      </Box>
    </Tooltip>
  );
};
