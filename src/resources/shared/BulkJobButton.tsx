import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import {
  Button, Confirm, useDataProvider, useListContext, useLocale, useRefresh, useResourceContext, useTranslate,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { plural } from './bulkConfirm';
import { JobProgressDialog, jobsKey } from './jobs/JobProgressDialog';
import { ReasonDialog } from './ReasonDialog';
import type { TransitionDef } from './transitions';
import { useContractLabels } from './useContractLabels';
import { useNotifyError } from './useNotifyError';
import { useSingleFlight } from './useSingleFlight';

/**
 * react-admin's "select all" carried past the page: once every record on the
 * page is selected and more match the list's filter, "Approve all 312 matching
 * this filter" starts a bulk job on the server (POST /mdr/jobs/<api>/<action>
 * with the list's filter), after a question and, when the API needs one, a
 * reason; then shows its progress (JobProgressDialog). The server takes the
 * matching records in a state the action starts from, each on its own.
 */
export const BulkJobButton = ({ transition }: { transition: TransitionDef }) => {
  const { selectedIds, data, total, filterValues, filter, onUnselectItems } = useListContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const locale = useLocale();
  const labels = useContractLabels();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const { pending, once } = useSingleFlight();

  const pageIds = (data ?? []).map((r) => r.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  // an estimated total (a very long list) leaves `total` unknown: more match than the page then
  const more = total === undefined || total > pageIds.length;
  const action = translate(`resources.${resource}.actions.${transition.action}`);
  const name = labels?.name ?? translate(`resources.${resource}.name`, { smart_count: 2 });
  const words = { action, count: total ?? '', name: locale.startsWith('en') ? plural(name, 2) : name };
  const label = translate(total === undefined ? 'mdr.jobs.all_unknown' : 'mdr.jobs.all', words);
  const question = translate(total === undefined ? 'mdr.jobs.confirm_unknown' : 'mdr.jobs.confirm', words);

  const start = (reason?: string) => once(async () => {
    try {
      const body = { filter: { ...filterValues, ...filter }, ...(reason === undefined ? {} : { reason }) };
      setJobId((await dataProvider.startJob(resource, transition.action, body)).data.id);
      void queryClient.invalidateQueries({ queryKey: jobsKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(false);
    }
  });
  const close = () => {
    setJobId(null);
    onUnselectItems();
    refresh();
  };

  if (jobId !== null) return <JobProgressDialog jobId={jobId} title={label} onClose={close} />;
  if (!wholePage || !more) return null;
  return (
    <>
      <Button label={label} color={transition.color} onClick={() => setAsking(true)} disabled={pending}>
        {createElement(transition.icon)}
      </Button>
      {asking && transition.reason && (
        <ReasonDialog title={question} action={transition.action} loading={pending}
          onConfirm={(reason) => start(reason)} onClose={() => setAsking(false)} />
      )}
      {!transition.reason && (
        <Confirm isOpen={asking} loading={pending} title={question} content="mdr.jobs.confirm_hint"
          translateOptions={{ _: question }} onConfirm={() => start()} onClose={() => setAsking(false)} />
      )}
    </>
  );
};
