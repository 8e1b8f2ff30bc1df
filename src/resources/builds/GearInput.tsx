import { Box, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ItemPickerInput } from '../../components/ItemPickerInput';
import { GEAR_SLOTS } from '../../../contract/wow';
import { slotKey } from './types';

/**
 * The gear: one item per slot, picked by name from the build's game version
 * (the current one until a version is chosen). An emptied slot is dropped on
 * save (`cleanGear`). The API names a slot it refuses (`data.gear.<slot>`),
 * shown under that slot.
 */
export const GearInput = () => {
  const translate = useTranslate();
  const gameVer = useWatch({ name: 'gameVersionId' }) as number | undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} data-testid="gear-input">
      <FormLabel component="legend">{translate('resources.wow_build/bulid.fields.gear')}</FormLabel>
      <FormHelperText>{translate('resources.wow_build/bulid.helpers.gear')}</FormHelperText>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 1.5, mt: 1 }}>
        {GEAR_SLOTS.map((slot) => (
          <ItemPickerInput key={slot} source={`gear.${slot}`} type={0} gameVer={gameVer ?? 0} label={slotKey(slot)} />
        ))}
      </Box>
    </Box>
  );
};

/** The form's gear as the API takes it: slots without an item left out. */
export function cleanGear<T extends { gear?: Record<string, unknown> }>(data: T): T {
  if (!data.gear) return data;
  const gear = Object.fromEntries(Object.entries(data.gear).filter(([, id]) => typeof id === 'number' && id > 0));
  return { ...data, gear };
}
