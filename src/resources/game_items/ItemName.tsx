import { Box } from '@mui/material';
import { useLocale, useRecordContext } from 'react-admin';
import { QUALITY_COLOURS, type GameItemRecord } from '../../../contract/game_data';
import { ItemIcon } from '../../components/ItemIcon';

/** The record's icon and name in the reader's language, in its quality's colour (as the game shows it). */
export const ItemName = () => {
  const record = useRecordContext<GameItemRecord>();
  const zh = useLocale() === 'zh-CN';
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ItemIcon src={record.iconUrl} />
      <Box component="span" sx={{ color: QUALITY_COLOURS[record.quality], fontWeight: 500,
        // the game's common/poor greys are unreadable on a light background: darken them there
        ...(record.quality <= 1 ? { color: 'text.primary' } : {}) }}>
        {zh ? record.nameZh : record.nameEn}
      </Box>
    </Box>
  );
};
