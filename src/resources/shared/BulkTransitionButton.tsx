import { createElement, useState } from 'react';
import { useSingleFlight } from './useSingleFlight';
import {
  Button, Confirm, useDataProvider, useListContext, useLocale, useNotify, useRefresh,
  useResourceContext, useTranslate, type Identifier,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { bulkConfirmTitle } from './bulkConfirm';
import { bulkResultNotification } from './bulkResult';
import { ReasonDialog } from './ReasonDialog';
import type { TransitionDef } from './transitions';
import { useContractLabels } from './useContractLabels';
import { useNotifyError } from './useNotifyError';

/**
 * One state change on every selected record (`<action>_many`), after a
 * question naming the count ("通过所选的 3 篇文章？"), with one reason for all
 * when the API needs one. The server checks each record's status and reports
 * the ones it refused, so the user learns which.
 */
export const BulkTransitionButton = ({ transition }: { transition: TransitionDef }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const locale = useLocale();
  const labels = useContractLabels();
  const [asking, setAsking] = useState(false);
  const { pending, once } = useSingleFlight();
  const label = translate(`resources.${resource}.actions.${transition.action}`);
  const question = bulkConfirmTitle({ action: label, count: selectedIds.length, resource, labels, locale, translate });

  const run = (ids: Identifier[], reason?: string) => once(async () => {
    try {
      const params = reason === undefined ? { ids } : { ids, reason };
      const { data } = await dataProvider.transitionMany(resource, transition.action, params);
      const { message, type, messageArgs } = bulkResultNotification(data);
      notify(message, { type, messageArgs, multiLine: true, autoHideDuration: 10_000 });
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(false);
    }
  });

  return (
    <>
      <Button label={label} color={transition.color} onClick={() => setAsking(true)}
        disabled={pending || selectedIds.length === 0}>
        {createElement(transition.icon)}
      </Button>
      {asking && transition.reason && (
        <ReasonDialog title={question} action={transition.action} loading={pending}
          onConfirm={(reason) => run(selectedIds, reason)} onClose={() => setAsking(false)} />
      )}
      {!transition.reason && (
        <Confirm isOpen={asking} loading={pending} title={question} content="mdr.bulk.confirm_hint"
          translateOptions={{ _: question }} onConfirm={() => run(selectedIds)} onClose={() => setAsking(false)} />
      )}
    </>
  );
};
