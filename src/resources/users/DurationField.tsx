import { Chip, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DurationAsk } from './moderation';
import { durationOk } from './moderation';
import { USER_RESOURCE } from './types';

/** The length of a mute (hours) or ban (days): quick picks and a number field checked against the API's limits. */
export const DurationField = ({ ask, value, onChange }: { ask: DurationAsk; value: string; onChange: (v: string) => void }) => {
  const translate = useTranslate();
  const unit = (n: number) => translate(`resources.${USER_RESOURCE}.duration.${ask.field}`, { smart_count: n });
  const ok = durationOk(ask, value);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate(`resources.${USER_RESOURCE}.duration.label_${ask.field}`)}>
        {ask.quick.map((n) => (
          <Chip key={n} label={unit(n)} clickable onClick={() => onChange(String(n))} aria-pressed={value === String(n)}
            color={value === String(n) ? 'primary' : 'default'} variant={value === String(n) ? 'filled' : 'outlined'} />
        ))}
      </Stack>
      <TextField
        name={`duration-${ask.field}`}
        type="number"
        size="small"
        label={translate(`resources.${USER_RESOURCE}.duration.label_${ask.field}`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { min: ask.min, max: ask.max, step: 1 } }}
        error={!ok}
        helperText={translate(`resources.${USER_RESOURCE}.duration.range`, { min: ask.min, max: ask.max })}
      />
    </Stack>
  );
};
