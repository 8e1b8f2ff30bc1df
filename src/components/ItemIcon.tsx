import { Box } from '@mui/material';
import { useState } from 'react';

export const ICON_SIZE = 20;

/**
 * An item's 20×20 icon (docs/domain.md "Constants"), or an empty square when it has none or it does not load.
 * Both carry `data-src`, the icon the game data names, so a page can be checked offline
 * where the icon host is out of reach.
 */
export const ItemIcon = ({ src }: { src?: string | null }) => {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return <Box component="span" data-testid="item-icon-empty" data-src={src ?? ''} sx={{ width: ICON_SIZE, height: ICON_SIZE, borderRadius: 0.5, bgcolor: 'action.hover', flex: 'none' }} />;
  }
  return <img data-testid="item-icon" data-src={src} src={src} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" style={{ borderRadius: 3, flex: 'none' }} onError={() => setBroken(src)} />;
};
