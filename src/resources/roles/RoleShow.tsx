import { Box, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { BeyondReaderNote, useBeyondReader } from '../shared/BeyondReader';
import { MarkChip, useKeyLabels } from './KeyMatrix';
import { keyGroups } from './keys';
import { PreviewButton } from './PreviewButton';
import { RoleDeleteButton } from './SaveWithDiff';
import { ROLE_RESOURCE, type RoleRecord } from './types';

const R = `resources.${ROLE_RESOURCE}`;
const GROUPS = keyGroups();

/** The keys `keys` holds, by module and resource, marked; '*' when it is every key. */
export const KeyList = ({ keys }: { keys: readonly string[] }) => {
  const translate = useTranslate();
  const labels = useKeyLabels();
  const held = new Set(keys);
  const groups = GROUPS.map((g) => ({ ...g, rows: g.rows.map((r) => ({ ...r, keys: r.keys.filter((c) => held.has(c.key)) })).filter((r) => r.keys.length) }))
    .filter((g) => g.rows.length);
  if (!groups.length) return <Typography sx={{ color: 'text.secondary' }}>—</Typography>;
  return (
    <Stack spacing={1} data-testid="key-list">
      {groups.map((g) => (
        <Box key={g.module}>
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>{translate(g.label)}</Typography>
          {g.rows.map((r) => (
            <Typography key={r.resource} variant="body2" component="div" sx={{ ml: 1 }}>
              {labels.resource(r.resource)}: {r.keys.map((c, i) => (
                <Box component="span" key={c.key} title={c.key}>{i > 0 && ', '}{labels.action(r.resource, c.action)}{c.mark && <MarkChip mark={c.mark} />}</Box>
              ))}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
};

const Keys = () => {
  const record = useRecordContext<RoleRecord>();
  return record ? <KeyList keys={record.keys} /> : null;
};

/** Preview, edit and delete, unless the role holds a key the reader lacks (the API would refuse both). */
const RoleActions = () => {
  const beyond = useBeyondReader();
  return <TopToolbar>{!beyond && <><PreviewButton kind="role" /><EditButton /><RoleDeleteButton /></>}</TopToolbar>;
};

export const RoleShow = () => (
  <Show actions={<RoleActions />}>
    <SimpleShowLayout>
      <BeyondReaderNote text={`${R}.beyond.note`} />
      <TextField source="nameZh" />
      <TextField source="nameEn" />
      <TextField source="descriptionZh" emptyText="—" />
      <TextField source="descriptionEn" emptyText="—" />
      <NumberField source="holders" />
      <Labeled source="keys" label={`${R}.fields.keys`} fullWidth><Keys /></Labeled>
    </SimpleShowLayout>
  </Show>
);
