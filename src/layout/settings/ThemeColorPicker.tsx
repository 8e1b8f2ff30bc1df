import { Box, ButtonBase } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { DEFAULT_SETTINGS, isHexColor, useAppSettings } from '../../settings/settings';
import type { ChangeEvent } from 'react';

/** A few ready colours (the default first), besides the free picker. */
export const THEME_COLORS = [DEFAULT_SETTINGS.themeColor, '#F53F3F', '#FF7D00', '#00B42A', '#14C9C9', '#722ED1', '#D91AD9'];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The theme colour: a swatch or any colour from the browser's picker. */
export const ThemeColorPicker = () => {
  const translate = useTranslate();
  const [{ themeColor }, update] = useAppSettings();
  const choose = (color: string) => isHexColor(color) && update({ themeColor: color.toUpperCase() });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      {THEME_COLORS.map((color) => (
        <ButtonBase
          key={color}
          aria-label={translate('shell.drawer.theme_color_pick', { color })}
          aria-pressed={same(color, themeColor)}
          onClick={() => choose(color)}
          sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: color, color: '#fff' }}
        >
          {same(color, themeColor) && <CheckIcon sx={{ fontSize: 16 }} />}
        </ButtonBase>
      ))}
      <Box
        component="input"
        type="color"
        value={themeColor.toLowerCase()}
        aria-label={translate('shell.drawer.theme_color')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.value)}
        sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
    </Box>
  );
};
