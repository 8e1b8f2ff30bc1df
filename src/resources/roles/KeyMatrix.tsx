// Modules × actions: every action key (contract/access/actionKeys.ts) as a
// checkbox, a section per spec module key, a row per resource; money and
// sensitive keys marked; a search over keys and labels; "select the module's
// reads". The input of a role's keys and of a staff member's extra keys.
// A key the editor does not hold is greyed and locked, saying why: the API lets
// a caller grant only keys they hold (docs/access.md "In the panel").
import { Box, Button, Checkbox, Chip, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import { useHolds } from '../../access/useCanDo';
import { keyGroups, readsOf, toggleAll, type KeyCell, type KeyMark, type ModuleGroup } from './keys';
import { ROLE_RESOURCE } from './types';

const R = `resources.${ROLE_RESOURCE}`;
const GROUPS = keyGroups();

/** The money / sensitive mark, in words and colour (not colour alone). */
export const MarkChip = ({ mark }: { mark: KeyMark }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={mark === 'money' ? 'warning' : 'error'} label={translate(`${R}.matrix.${mark}`)} sx={{ ml: 0.5, height: 20 }} />;
};

/** Labels in the reader's language for a key's parts. */
export function useKeyLabels() {
  const translate = useTranslate();
  return useMemo(() => ({
    resource: (resource: string) => translate(`${R}.resources.${resource}`, { _: resource }),
    action: (resource: string, action: string) =>
      translate(resource === 'dashboard' ? `${R}.cards.${action}` : `${R}.key_actions.${action}`, { _: action }),
  }), [translate]);
}

/** The groups with only the keys matching `query` (key, action, resource or module label). */
function useFiltered(query: string): ModuleGroup[] {
  const translate = useTranslate();
  const labels = useKeyLabels();
  return useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return GROUPS;
    const hit = (...texts: string[]) => texts.some((t) => t.toLowerCase().includes(q));
    return GROUPS.map((g) => ({
      ...g,
      rows: g.rows.map((r) => ({
        ...r,
        keys: r.keys.filter((c) => hit(c.key, labels.action(r.resource, c.action), labels.resource(r.resource), translate(g.label), g.module)),
      })).filter((r) => r.keys.length > 0),
    })).filter((g) => g.rows.length > 0);
  }, [query, translate, labels]);
}

interface CellProps {
  resource: string; cell: KeyCell; checked: boolean;
  /** toggles keys in the form's value (stable: a click re-renders only its own cell) */
  onToggle: (keys: string[]) => void;
  /** for a key the editor does not hold: why, and the id of the caption saying it */
  why?: string; whyId?: string;
}

const Cell = memo(function Cell({ resource, cell, checked, onToggle, why, whyId }: CellProps) {
  const labels = useKeyLabels();
  const locked = why !== undefined;
  return (
    // the key itself as a native title: ~140 cells, a MUI Tooltip each would slow the page down
    <FormControlLabel sx={{ mr: 2 }} data-testid={`key-${cell.key}`} title={locked ? `${cell.key}: ${why}` : cell.key} disabled={locked}
      // a disabled box gets no click in a browser; the check keeps it so wherever the click comes from
      control={<Checkbox size="small" checked={checked} onChange={() => !locked && onToggle([cell.key])}
        slotProps={{ input: { 'aria-label': cell.key, ...(locked && { 'aria-describedby': whyId }) } }} />}
      label={<>
        {locked && <LockOutlinedIcon sx={{ fontSize: 14, mr: 0.25, verticalAlign: 'middle' }} aria-hidden />}
        {labels.action(resource, cell.action)}{cell.mark && <MarkChip mark={cell.mark} />}
      </>} />
  );
});

interface SectionProps {
  group: ModuleGroup; value: string[]; onToggle: (keys: string[]) => void;
  /** whether the editor holds a key; the why of the others and the id of the legend saying it */
  holds: (key: string) => boolean; why: string; whyId: string;
}

const Section = ({ group, value, onToggle, holds, why, whyId }: SectionProps) => {
  const translate = useTranslate();
  const labels = useKeyLabels();
  const all = group.rows.flatMap((r) => r.keys.map((c) => c.key));
  const held = all.filter((k) => value.includes(k)).length;
  const reads = readsOf(group).filter(holds);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`module-${group.module}`}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }} spacing={1} useFlexGap>
        <Typography sx={{ fontWeight: 'bold' }}>{translate(group.label)}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>{group.module}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${R}.matrix.count`, { held, total: all.length })}</Typography>
        <Box sx={{ flex: 1 }} />
        {reads.length > 0 && <Button size="small" onClick={() => onToggle(reads)}>{translate(`${R}.matrix.reads`)}</Button>}
      </Stack>
      {group.rows.map((row) => (
        <Stack key={row.resource} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} role="group" aria-label={labels.resource(row.resource)}>
          <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 140, pt: 1 }}>{labels.resource(row.resource)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
            {row.keys.map((cell) => (
              <Cell key={cell.key} resource={row.resource} cell={cell} checked={value.includes(cell.key)} onToggle={onToggle}
                {...(!holds(cell.key) && { why, whyId })} />
            ))}
          </Box>
        </Stack>
      ))}
    </Paper>
  );
};

/** The matrix as a form input on `source` (a list of keys). */
export const KeyMatrix = ({ source = 'keys', label }: { source?: string; label?: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const value: string[] = field.value ?? [];
  const { getValues } = useFormContext();
  const { onChange } = field;
  const toggle = useCallback((keys: string[]) => onChange(toggleAll((getValues(source) as string[] | undefined) ?? [], keys)), [onChange, getValues, source]);
  const [query, setQuery] = useState('');
  const groups = useFiltered(query);
  const holds = useHolds();
  const whyId = useId();
  const why = translate(`${R}.matrix.not_held`);
  const lacksAny = GROUPS.some((g) => g.rows.some((r) => r.keys.some((c) => !holds(c.key))));
  return (
    <Stack spacing={1.5} sx={{ my: 2, width: '100%' }} data-testid="key-matrix">
      {label && <Typography variant="subtitle2">{translate(label)}</Typography>}
      <TextField size="small" type="search" label={translate(`${R}.matrix.search`)} value={query}
        onChange={(e) => setQuery(e.target.value)} sx={{ maxWidth: 360 }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <MarkChip mark="money" /> <MarkChip mark="sensitive" /> {translate(`${R}.matrix.legend`)}
      </Typography>
      {lacksAny && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} id={whyId} data-testid="key-matrix-locked">
          <LockOutlinedIcon sx={{ fontSize: 14, mr: 0.5, verticalAlign: 'middle' }} aria-hidden />{translate(`${R}.matrix.locked`)}
        </Typography>
      )}
      {groups.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{translate(`${R}.matrix.none`)}</Typography>}
      {groups.map((g) => <Section key={g.module} group={g} value={value} onToggle={toggle} holds={holds} why={why} whyId={whyId} />)}
    </Stack>
  );
};
