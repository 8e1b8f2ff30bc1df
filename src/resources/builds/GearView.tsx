import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ItemTooltip } from '../../components/ItemTooltip';
import { GEAR_SLOTS, type Gear } from '../../../contract/wow';
import { slotKey } from './types';

/** The build's gear in character-sheet order: slot, then the item's icon and name in the build's game version. */
export const GearView = ({ gear, gameVersionId }: { gear: Gear; gameVersionId: number }) => {
  const translate = useTranslate();
  const slots = GEAR_SLOTS.filter((s) => gear[s] !== undefined);
  if (!slots.length) return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.wow_build/bulid.gear.empty')}</Typography>;
  return (
    <Box component="dl" data-testid="build-gear"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'max-content 1fr', md: 'repeat(2, max-content 1fr)' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
      {slots.map((slot) => (
        <Box key={slot} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{translate(slotKey(slot))}</Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}><ItemTooltip itemId={gear[slot]} gameVer={gameVersionId} /></Box>
        </Box>
      ))}
    </Box>
  );
};
