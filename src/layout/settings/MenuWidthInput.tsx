import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isMenuWidth, MENU_WIDTH_RANGE, useAppSettings } from '../../settings/settings';
import { SettingRow } from './SettingSwitch';

/**
 * The side menu's width in px (the input is 80 px wide, docs/domain.md "Constants"). Applied as
 * soon as the number is in range, so typing "2" on the way to "260" does not
 * squash the menu; leaving the field with a bad number puts the setting back.
 */
export const MenuWidthInput = () => {
  const translate = useTranslate();
  const [{ menuWidth }, update] = useAppSettings();
  const [text, setText] = useState(String(menuWidth));
  useEffect(() => setText(String(menuWidth)), [menuWidth]);
  const value = Number(text);
  const valid = text.trim() !== '' && isMenuWidth(value);
  const label = translate('shell.drawer.menu_width');
  return (
    <SettingRow label={label}>
      <TextField
        type="number"
        size="small"
        value={text}
        error={!valid}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && isMenuWidth(next)) update({ menuWidth: next });
        }}
        onBlur={() => setText(String(menuWidth))}
        title={translate('shell.drawer.menu_width_range', MENU_WIDTH_RANGE)}
        slotProps={{ htmlInput: { 'aria-label': label, min: MENU_WIDTH_RANGE.min, max: MENU_WIDTH_RANGE.max, step: 10 } }}
        sx={{ width: 80 }}
      />
    </SettingRow>
  );
};
