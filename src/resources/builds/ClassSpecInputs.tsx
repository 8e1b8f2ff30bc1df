import { Box, Stack } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { required, SelectInput, useTranslate } from 'react-admin';
import { WOW_CLASS_KEYS, WOW_CLASSES, specOf } from '../../../contract/wow';
import { EnumInput, useValueLabel } from '../shared/declared';
import { BUILD_RESOURCE } from './types';

/**
 * Class, then one of its specs (the API refuses any other), and the role the
 * spec plays, shown as it will be stored. Changing the class drops a spec it
 * does not have.
 */
export const ClassSpecInputs = () => {
  const translate = useTranslate();
  const specLabel = useValueLabel('spec');
  const roleLabel = useValueLabel('role');
  const { setValue } = useFormContext();
  const cls = useWatch({ name: 'wowClass' }) as string | undefined;
  const spec = useWatch({ name: 'spec' }) as string | undefined;
  const specChoices = useMemo(() => (cls && cls in WOW_CLASSES
    ? Object.keys(WOW_CLASSES[cls as keyof typeof WOW_CLASSES].specs).map((s) => ({ id: s, name: specLabel(s) }))
    : []), [cls, specLabel]);
  useEffect(() => {
    if (cls && spec && !specOf(cls, spec)) setValue('spec', null, { shouldDirty: true });
  }, [cls, spec, setValue]);
  const role = cls && spec ? specOf(cls, spec)?.role : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ width: '100%', alignItems: { sm: 'center' } }}>
      <EnumInput source="wowClass" values={WOW_CLASS_KEYS} validate={required()} sx={{ minWidth: 180 }} />
      <SelectInput source="spec" choices={specChoices} translateChoice={false} validate={required()} disabled={!specChoices.length}
        helperText={specChoices.length ? false : `resources.${BUILD_RESOURCE}.helpers.spec`} sx={{ minWidth: 180 }} />
      {role && <Box component="span" data-testid="build-role" sx={{ whiteSpace: 'nowrap', pb: { sm: 2.5 } }}>{translate(`resources.${BUILD_RESOURCE}.fields.role`)}: {roleLabel(role)}</Box>}
    </Stack>
  );
};
