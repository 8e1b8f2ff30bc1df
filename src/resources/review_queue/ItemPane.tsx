// The open item beside the list: what a decision needs (its content as readers
// see it, or its summary, and its author's record), who else holds it, and the decisions as buttons
// marked with their keys; a decision asking a reason opens the numbered reasons.
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { useGetIdentity, useTranslate, type RaRecord } from 'react-admin';
import { CONTRACTS } from '../../../contract';
import type { WithdrawalApproval } from '../../../contract/withdrawals';
import { useHasKey } from '../../access/useCanDo';
import { formatTime } from '../../i18n/time';
import { ArticleContent } from '../articles/ArticleContent';
import { AuthorLedger } from '../authors/AuthorLedger';
import { GearView } from '../builds/GearView';
import { ageOf } from './age';
import { AuthorRecord } from './AuthorRecord';
import { resources } from '..';
import { AlsoOpen } from './LiveNote';
import { statementPreview } from '../decisions/statement';
import { QueueFacts } from './QueueFacts';
import { ReasonPicker } from './ReasonPicker';
import { qk, type QueueItem } from './types';
import type { DecideState } from './useDecide';

/** The record's rich text, sanitised by the server on every write (articles' content, builds' description). */
const richText = (record?: RaRecord): string | undefined => (record?.content ?? record?.description) as string | undefined;

/** A withdrawal's approvals so far: who, when (a second approver sees the first). */
const Approvals = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const approvals = (record.approvals ?? []) as WithdrawalApproval[];
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {translate(qk('approvals'), { n: approvals.length, needed: record.approvalsNeeded ?? 1 })}
      {approvals.map((a) => ` · ${a.adminName} ${formatTime(a.at)}`).join('')}
    </Typography>
  );
};

/** How many of the author's newest ledger entries a withdrawal's pane shows. */
const LEDGER_ENTRIES = 5;

/** The requesting author's newest ledger entries and balances, for a reader holding `author_ledger.read`. */
const WithdrawalLedger = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  if (!useHasKey('author_ledger.read')) return null;
  return (
    <Box component="section" aria-label={translate(qk('ledger'), { n: LEDGER_ENTRIES })} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate(qk('ledger'), { n: LEDGER_ENTRIES })}</Typography>
      <AuthorLedger authorId={record.authorId as number} perPage={LEDGER_ENTRIES} />
    </Box>
  );
};

const Content = ({ item, record }: { item: QueueItem; record?: RaRecord }) => {
  const html = richText(record);
  const Own = resources.find((r) => r.apiResource === item.type)?.queue?.Pane;
  if (Own) return record ? <Own record={record} /> : null;
  return (
    <>
      {record && <QueueFacts type={item.type} record={record} />}
      {item.type === 'withdrawals' && record && <Approvals record={record} />}
      {item.type === 'withdrawals' && record && <WithdrawalLedger record={record} />}
      {item.type === 'builds' && record?.gear && <Box sx={{ mb: 2 }}><GearView gear={record.gear} gameVersionId={record.gameVersionId} /></Box>}
      {html && (item.type === 'articles' || item.type === 'builds')
        ? <ArticleContent html={html} />
        : <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.summary}</Typography>}
    </>
  );
};

export interface ItemPaneProps {
  item: QueueItem;
  decide: DecideState;
  /** the decision whose reason is being picked */
  picking: string | null;
  onDecide: (action: string) => void;
  onReason: (reason: string) => void;
  onCancel: () => void;
  onSkip: () => void;
  onOpenFull: () => void;
  onTakeOver?: () => void;
  otherRef: RefObject<HTMLInputElement | null>;
  now: number;
}

const ClaimNotice = ({ item, now, onTakeOver }: Pick<ItemPaneProps, 'item' | 'now' | 'onTakeOver'>) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!item.claimedBy || item.claimedBy.id === identity?.id || !item.claimedAt) return null;
  const age = ageOf(item.claimedAt, now);
  return (
    <Alert severity="warning" sx={{ my: 1 }} action={onTakeOver && <Button color="inherit" size="small" onClick={onTakeOver}>{translate(qk('takeOver'))}</Button>}>
      {translate(qk('claimedByOther'), { name: item.claimedBy.name, age: translate(age.key, { n: age.n }) })}
    </Alert>
  );
};

export const ItemPane = (props: ItemPaneProps) => {
  const { item, decide, picking, onDecide, onReason, onCancel, onSkip, onOpenFull, otherRef, now } = props;
  const translate = useTranslate();
  const { record, decisions, busy, lang } = decide;
  const state = record?.status as string | undefined;
  const pickingDecision = decisions.find((d) => d.action === picking);
  return (
    <Box component="section" aria-label={item.title} data-testid="queue-pane" data-item={`${item.type}/${item.id}`} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>{item.title}</Typography>
        {state && <Chip size="small" label={CONTRACTS[item.type]?.labels[lang].states?.[state] ?? state} />}
      </Stack>
      <ClaimNotice item={item} now={now} onTakeOver={props.onTakeOver} />
      <AuthorRecord item={item} />
      <AlsoOpen item={item} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {decisions.map((d) => (
          <Button key={d.action} variant={d.key === 'a' ? 'contained' : 'outlined'} color={d.key === 'r' || d.key === 'h' ? 'error' : 'primary'}
            disabled={busy} onClick={() => onDecide(d.action)} aria-keyshortcuts={d.key}>
            {d.label}{d.key && <Box component="kbd" sx={{ ml: 1, opacity: 0.7 }}>{d.key}</Box>}
          </Button>
        ))}
        <Button onClick={onSkip} disabled={busy} aria-keyshortcuts="s">{translate(qk('actions.skip'))}<Box component="kbd" sx={{ ml: 1, opacity: 0.7 }}>s</Box></Button>
        <Button onClick={onOpenFull} aria-keyshortcuts="o">{translate(qk('actions.open'))}<Box component="kbd" sx={{ ml: 1, opacity: 0.7 }}>o</Box></Button>
      </Stack>
      {picking && (
        <ReasonPicker key={`${item.type}/${item.id}/${picking}`} title={pickingDecision?.label ?? picking}
          reasons={pickingDecision?.reasons ?? []} busy={busy} onPick={onReason} onCancel={onCancel} otherRef={otherRef}
          preview={pickingDecision && statementPreview(item.type, pickingDecision.command ?? pickingDecision.action, record, pickingDecision.params ?? {}, lang)} />
      )}
      <Divider sx={{ my: 2 }} />
      <Content item={item} record={record} />
    </Box>
  );
};
