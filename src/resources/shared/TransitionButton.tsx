import { createElement, useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import {
  useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate,
} from 'react-admin';
import { useConfirmFirst } from './ConfirmFirst';
import { ReasonDialog } from './ReasonDialog';
import { TextButton } from './TextButton';
import type { TransitionDef } from './transitions';
import { settled, useRecordTransition } from './useRecordTransition';

export interface TransitionButtonProps {
  transition: TransitionDef;
  /** icon with a tooltip, for table rows */
  iconOnly?: boolean;
}

/**
 * One state change on the record in context, labelled from
 * `resources.<resource>.actions.<action>`; asks for a reason first when the
 * API needs one, or for a confirmation naming the record and saying what will
 * happen (`resources.<resource>.confirm.<action>`) when the transition says so
 * (`confirm`: a package off sale, an exception resolved: ConfirmFirst.tsx).
 * Once at a time (useRecordTransition).
 */
export const TransitionButton = ({ transition, iconOnly = false }: TransitionButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const [asking, setAsking] = useState(false);
  const { confirm, dialog } = useConfirmFirst();
  const representation = useGetRecordRepresentation(resource);
  if (!record) return null;

  const label = translate(`resources.${resource}.actions.${transition.action}`);
  const icon = createElement(transition.icon);
  const name = String(representation(record) ?? record.id);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // inside a row, do not open the record
    if (transition.reason) setAsking(true);
    else if (transition.confirm) {
      confirm({
        title: translate('mdr.transition.confirm', { action: label, name }),
        effect: translate(`resources.${resource}.confirm.${transition.action}`, { name }),
        confirmLabel: label,
        color: transition.color,
        run: async () => settled(await run(transition, record)),
      });
    } else void run(transition, record);
  };
  const onConfirm = async (reason: string) => {
    // keep the dialog (and the typed reason) only when the call itself failed
    if (settled(await run(transition, record, reason))) setAsking(false);
  };

  return (
    <>
      {iconOnly ? (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" color={transition.color} aria-label={label}
              onClick={onClick} disabled={pending}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        // words on every width: react-admin's Button drops them on a phone (TextButton)
        <TextButton label={label} color={transition.color} onClick={onClick} disabled={pending} startIcon={icon} />
      )}
      {asking && transition.reason && (
        <ReasonDialog title={label} action={transition.action} loading={pending}
          onConfirm={onConfirm} onClose={() => setAsking(false)} />
      )}
      {dialog}
    </>
  );
};
