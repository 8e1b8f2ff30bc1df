import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { exceptionStatusStyles } from './transitions';
import { EXCEPTIONS_RESOURCE, type Group } from './types';

/** The group's state, and a "regressed" mark when it came back after being resolved. */
export const GroupStatus = () => {
  const g = useRecordContext<Group>();
  const translate = useTranslate();
  if (!g) return null;
  return (
    <Stack direction="row" spacing={0.5} component="span">
      <StatusChip styles={exceptionStatusStyles} />
      {g.regressed && <Chip size="small" color="warning" data-testid="regressed-chip"
        label={translate(`resources.${EXCEPTIONS_RESOURCE}.fields.regressed`)} />}
    </Stack>
  );
};
