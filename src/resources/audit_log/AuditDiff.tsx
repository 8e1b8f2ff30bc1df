import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { ContractLang } from '../../../contract';
import { useIsPhone } from '../../layout/useIsPhone';
import { diffLines, type DiffLine } from './diff';
import { AUDIT_RESOURCE, type AuditEntryRecord } from './types';

const t = (key: string) => `resources.${AUDIT_RESOURCE}.diff.${key}`;

const Line = ({ line, sides }: { line: DiffLine; sides: ('before' | 'after')[] }) => (
  <TableRow data-changed={line.changed} sx={line.changed ? undefined : { '& td': { color: 'text.secondary' } }}>
    <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{line.label}</TableCell>
    {sides.map((side) => (
      <TableCell key={side} sx={{ wordBreak: 'break-word', ...(line.changed && sides.length === 2
        ? { bgcolor: side === 'before' ? 'rgba(211, 47, 47, 0.06)' : 'rgba(46, 125, 50, 0.08)' } : {}) }}>
        {line[side]}
      </TableCell>
    ))}
  </TableRow>
);

/**
 * The row's before/after: one line per changed field, the unchanged ones behind a toggle; a
 * create or a delete (and a refusal, whose after names the action tried) shows its one side.
 * On a phone each line's two values stack under the field.
 */
export const AuditDiff = () => {
  const r = useRecordContext<AuditEntryRecord>();
  const translate = useTranslate();
  const lang = (useLocale() === 'en-US' ? 'en-US' : 'zh-CN') as ContractLang;
  const phone = useIsPhone();
  const [all, setAll] = useState(false);
  if (!r) return null;
  const words = { empty: translate(t('empty')), yes: translate(t('yes')), no: translate(t('no')) };
  const lines = diffLines(r.resource, r.before, r.after, lang, words);
  const unchanged = lines.filter((l) => !l.changed).length;
  const shown = all ? lines : lines.filter((l) => l.changed);
  const sides: ('before' | 'after')[] = r.before && r.after ? ['before', 'after'] : r.after ? ['after'] : ['before'];
  const caption = r.outcome === 'denied' ? t('denied') : sides.length === 2 ? t('title') : sides[0] === 'after' ? t('created') : t('deleted');
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom>{translate(caption)}</Typography>
      {lines.length === 0 || shown.length === 0 && !unchanged ? <Typography sx={{ color: 'text.secondary' }}>{translate(t('none'))}</Typography> : (
        <Table size="small" aria-label={translate(caption)} sx={phone ? { '& td, & th': { px: 1 } } : { maxWidth: 960 }}>
          {sides.length === 2 && (
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('field'))}</TableCell>
                <TableCell>{translate(t('before'))}</TableCell>
                <TableCell>{translate(t('after'))}</TableCell>
              </TableRow>
            </TableHead>
          )}
          <TableBody>{shown.map((line) => <Line key={line.field} line={line} sides={sides} />)}</TableBody>
        </Table>
      )}
      {unchanged > 0 && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((v) => !v)}>
          {all ? translate(t('hideUnchanged')) : translate(t('showUnchanged'), { smart_count: unchanged })}
        </Button>
      )}
    </Box>
  );
};
