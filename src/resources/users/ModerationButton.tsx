import { createElement, useContext, useState } from 'react';
import {
  ListContext, useDataProvider, useLocale, useRecordContext, useRefresh, useResourceContext, useTranslate,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { bulkConfirmTitle } from '../shared/bulkConfirm';
import { ReasonDialog } from '../shared/ReasonDialog';
import { TextButton } from '../shared/TextButton';
import { useContractLabels } from '../shared/useContractLabels';
import { useNotifyError } from '../shared/useNotifyError';
import { DurationField } from './DurationField';
import { durationOk, type ModerationPreset } from './moderation';
import { useModerationNotice } from './useModerationNotice';
import { useSingleFlight } from '../shared/useSingleFlight';

/**
 * One moderation preset (mute 24 h, ban 7 days…) on the list's selection
 * (`<command>_many`, asked with the count: "封禁所选的 2 位用户？") or,
 * with `one`, on the shown record; the reason dialog offers the common reasons.
 */
export const ModerationButton = ({ preset, one }: { preset: ModerationPreset; one?: boolean }) => {
  // the detail page (`one`) has no list around it: read the context without requiring it
  const list = useContext(ListContext);
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const locale = useLocale();
  const labels = useContractLabels();
  const [asking, setAsking] = useState(false);
  const { pending, once } = useSingleFlight();
  const [length, setLength] = useState(String(preset.duration?.initial ?? ''));
  const notice = useModerationNotice(preset, length);
  const label = translate(`resources.${resource}.presets.${preset.key}`);
  // the question names the act ("封禁所选的 2 位用户？"); its length is asked in the dialog
  const act = preset.duration ? translate(`resources.${resource}.actions.${preset.command}`) : label;
  const ids = one ? (record ? [record.id] : []) : (list?.selectedIds ?? []);
  const title = one ? `${act}: ${String(record?.nickname ?? '')}`
    : bulkConfirmTitle({ action: act, count: ids.length, resource, labels, locale, translate });

  const run = (reason: string) => once(async () => {
    const body = { reason, ...preset.extra, ...(preset.duration ? { [preset.duration.field]: Number(length) } : {}) };
    try {
      if (one) {
        await dataProvider.transition(resource, preset.command, { id: ids[0], ...body });
        notice.one(String(record?.nickname ?? ''));
      } else {
        const { data } = await dataProvider.transitionMany(resource, preset.command, { ids, ...body });
        notice.many(data);
        list?.onUnselectItems();
      }
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(false);
    }
  });

  return (
    <>
      <TextButton label={label} color={preset.color} onClick={() => setAsking(true)} disabled={pending || ids.length === 0}
        startIcon={createElement(preset.icon)} />
      {asking && (
        <ReasonDialog title={title} action={preset.command} loading={pending} onConfirm={run} onClose={() => setAsking(false)}
          effect={notice.effect(one ? String(record?.nickname ?? '') : translate(`resources.${resource}.done.who_many`, { smart_count: ids.length }))}
          extraValid={!preset.duration || durationOk(preset.duration, length)}>
          {preset.duration && <DurationField ask={preset.duration} value={length} onChange={setLength} />}
        </ReasonDialog>
      )}
    </>
  );
};
