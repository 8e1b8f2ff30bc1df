import { Box, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { ItemIcon } from '../../components/ItemIcon';
import { tooltipQueryKey } from '../../components/ItemTooltip';
import { itemTitle } from '../../components/itemTitle';
import { tooltipBatcher } from '../../components/tooltipBatcher';
import { GEAR_SLOTS, type GearSlot } from '../../../contract/wow';
import { slotKey, type Build } from './types';

const SHOWN = 6;

/** One item's icon (an empty square when it does not load), named with its quality on hover; the page's icons share the tooltip widget's batched call and cache. */
const GearIcon = ({ slot, itemId, gameVer }: { slot: GearSlot; itemId: number; gameVer: number }) => {
  const locale = useLocale();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: tooltipQueryKey(0, itemId, gameVer, locale),
    queryFn: () => tooltipBatcher.load({ type: 0, itemId, gameVer }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return (
    <Tooltip title={`${translate(slotKey(slot))}: ${itemTitle(data, itemId, locale)}`} disableInteractive>
      {/* an image named by the tooltip's text (an aria-label is not allowed on a plain span) */}
      <Box component="span" role="img" sx={{ display: 'inline-flex' }}><ItemIcon src={data?.iconUrl} /></Box>
    </Tooltip>
  );
};

/** The list's compact gear cell: the first few items' icons, then how many more. */
export const GearIcons = (_props: { source?: string }) => {
  const record = useRecordContext<Build>();
  if (!record) return null;
  const slots = GEAR_SLOTS.filter((s) => record.gear[s] !== undefined);
  return (
    <Box sx={{ display: 'flex', gap: 0.25, alignItems: 'center', whiteSpace: 'nowrap' }} data-testid="gear-icons">
      {slots.slice(0, SHOWN).map((slot) => <GearIcon key={slot} slot={slot} itemId={record.gear[slot]!} gameVer={record.gameVersionId} />)}
      {slots.length > SHOWN && <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', ml: 0.5 }}>+{slots.length - SHOWN}</Box>}
    </Box>
  );
};
