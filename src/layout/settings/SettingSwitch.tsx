import { Box, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { useAppSettings, type AppSettings } from '../../settings/settings';

type BooleanKey = { [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never }[keyof AppSettings];

/**
 * One row of the drawer: a label and its control. As a <label> (`asLabel`) the whole row is the
 * control's label, so a tap on the text toggles a switch as a tap on the switch does.
 */
export const SettingRow = ({ label, children, asLabel = false }: { label: string; children: ReactNode; asLabel?: boolean }) => (
  <Box component={asLabel ? 'label' : 'div'}
    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 40, gap: 1, cursor: asLabel ? 'pointer' : undefined }}>
    <Typography variant="body2" component="span">{label}</Typography>
    {children}
  </Box>
);

/** A row with a switch named by its label (i18n key). */
export const LabelledSwitch = ({ label, checked, onChange }: {
  label: string; checked: boolean; onChange: (checked: boolean) => void;
}) => {
  const text = useTranslate()(label);
  return (
    <SettingRow label={text} asLabel>
      <Switch
        size="small"
        checked={checked}
        onChange={(_, next) => onChange(next)}
        slotProps={{ input: { 'aria-label': text, role: 'switch' } }}
      />
    </SettingRow>
  );
};

/** The switch of one boolean setting. */
export const SettingSwitch = ({ setting, label }: { setting: BooleanKey; label: string }) => {
  const [settings, update] = useAppSettings();
  return <LabelledSwitch label={label} checked={settings[setting]} onChange={(on) => update({ [setting]: on })} />;
};
