import { Box } from '@mui/material';
import { useLocale, useRecordContext } from 'react-admin';
import type { GameItemRecord } from '../../../contract/game_data';
import { ItemIcon } from '../../components/ItemIcon';
import { qualityColour } from '../../components/itemTitle';

/** The record's icon and name in the reader's language, in its quality's colour (as the game shows it). */
export const ItemName = () => {
  const record = useRecordContext<GameItemRecord>();
  const zh = useLocale() === 'zh-CN';
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ItemIcon src={record.iconUrl} />
      <Box component="span" sx={{ color: qualityColour(record.quality), fontWeight: 500 }}>
        {zh ? record.nameZh : record.nameEn}
      </Box>
    </Box>
  );
};
