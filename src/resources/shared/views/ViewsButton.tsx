// "Views": the saved views of one list (/mdr/list_views/*), for any list that
// can say what it shows now and apply a view: react-admin's lists through
// ./ListViews.tsx, and any other list (a queue) given its API resource name.
// Applying sets the list's filters, sort and columns; the reader saves what the
// list shows now under a name (shared with a role when they hold
// list_views.share), and renames or deletes their own.
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Box, Button, Divider, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemText, ListSubheader, Popover, Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../../http/ApiError';
import { useHasKey } from '../../../access/useCanDo';
import { useNotifyError } from '../useNotifyError';
import { useListViews, useShareRoles, useViewChanges, type ListView, type ViewContent } from './api';
import { ViewDialog } from './ViewDialog';

export interface ViewsButtonProps {
  /** the API resource whose list it is ('orders', 'review_queue') */
  resource: string;
  /** what the list shows now, read when the reader saves it */
  current: () => ViewContent;
  /** makes the list show the view */
  onApply: (view: ListView) => void;
}

/** The server's word on the view's name (a -1 naming `name`), if that is what it refused. */
const nameErrorOf = (error: unknown): string | undefined => {
  if (!isApiError(error) || error.code !== -1) return undefined;
  const errors = (error.data as { errors?: { field: string; message?: string }[] } | null)?.errors ?? [];
  const own = errors.find((e) => e.field === 'name');
  return own ? own.message ?? error.message : undefined;
};

const ViewRow = ({ view, onApply, onRename, onDelete }: {
  view: ListView; onApply: () => void; onRename: () => void; onDelete: () => void;
}) => {
  const translate = useTranslate();
  const secondary = view.mine
    ? view.sharedWithRoleName && translate('views.shared_with', { role: view.sharedWithRoleName })
    : translate('views.by', { owner: view.ownerName, role: view.sharedWithRoleName ?? '' });
  return (
    <ListItem disablePadding secondaryAction={view.mine && (
      <Box sx={{ display: 'flex' }}>
        <IconButton edge="end" size="small" aria-label={translate('views.rename', { name: view.name })} onClick={onRename}><EditIcon fontSize="small" /></IconButton>
        <IconButton edge="end" size="small" aria-label={translate('views.delete', { name: view.name })} onClick={onDelete} sx={{ ml: 0.5 }}><DeleteIcon fontSize="small" /></IconButton>
      </Box>
    )}>
      <ListItemButton onClick={onApply} sx={{ pr: view.mine ? 10 : 2 }}>
        <ListItemText primary={view.name} secondary={secondary || undefined} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  );
};

interface MenuBodyProps {
  /** undefined while loading */
  views: ListView[] | undefined;
  onApply: (view: ListView) => void;
  onRename: (view: ListView) => void;
  onDelete: (view: ListView) => void;
  onSave: () => void;
}

/** My views, then those shared with me, then "save the current filters". */
const ViewsMenuBody = ({ views, onApply, onRename, onDelete, onSave }: MenuBodyProps) => {
  const translate = useTranslate();
  const section = (title: string, list: ListView[]) => list.length > 0 && (
    <List dense disablePadding aria-label={title} subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
      {list.map((v) => <ViewRow key={v.id} view={v} onApply={() => onApply(v)} onRename={() => onRename(v)} onDelete={() => onDelete(v)} />)}
    </List>
  );
  return (
    <>
      {section(translate('views.mine'), (views ?? []).filter((v) => v.mine))}
      {section(translate('views.shared'), (views ?? []).filter((v) => !v.mine))}
      {!views && <LinearProgress sx={{ m: 2 }} />}
      {views && !views.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1.5 }}>{translate('views.none')}</Typography>
      )}
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button fullWidth size="small" onClick={onSave}>{translate('views.save')}</Button>
      </Box>
    </>
  );
};

/** Asks before deleting one of my views, then deletes it. */
const DeleteViewConfirm = ({ view, resource, onClose }: { view: ListView | null; resource: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { remove } = useViewChanges(resource);
  const name = view?.name ?? '';
  return (
    <Confirm isOpen={view !== null} title={translate('views.delete', { name })} content={translate('views.delete_confirm', { name })}
      loading={remove.isPending} onClose={onClose}
      onConfirm={() => view && remove.mutate(view.id, {
        onSuccess: () => { notify('views.deleted', { type: 'success', messageArgs: { name } }); onClose(); },
        onError: (error) => { notifyError(error); onClose(); },
      })} />
  );
};

export const ViewsButton = ({ resource, current, onApply }: ViewsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<{ mode: 'save' } | { mode: 'rename'; view: ListView } | null>(null);
  const [deleting, setDeleting] = useState<ListView | null>(null);
  const canShare = useHasKey('list_views.share');
  // asked when the menu first opens, not with every list (then kept by React Query)
  const [opened, setOpened] = useState(false);
  const views = useListViews(resource, opened);
  const roles = useShareRoles(canShare && dialog?.mode === 'save');
  const { create, rename } = useViewChanges(resource);
  const busy = create.isPending || rename.isPending;
  const failed = dialog?.mode === 'save' ? create.error : rename.error;

  const apply = (view: ListView) => {
    setAnchor(null);
    onApply(view);
    notify('views.applied', { messageArgs: { name: view.name } });
  };
  const submit = (name: string, sharedWithRole: number | null) => {
    const done = (key: string) => () => { setDialog(null); notify(key, { type: 'success', messageArgs: { name } }); };
    const failedOnName = (error: unknown) => { if (!nameErrorOf(error)) notifyError(error); };
    if (dialog?.mode === 'rename') {
      rename.mutate({ id: dialog.view.id, version: dialog.view.version, name }, { onSuccess: done('views.renamed'), onError: failedOnName });
    } else {
      create.mutate({ ...current(), name, sharedWithRole }, { onSuccess: done('views.saved'), onError: failedOnName });
    }
  };
  const openDialog = (next: NonNullable<typeof dialog>) => {
    create.reset();
    rename.reset();
    setAnchor(null);
    setDialog(next);
  };
  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} aria-haspopup="true" aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined} onClick={(e) => { setOpened(true); setAnchor(e.currentTarget); }}>
        {translate('views.button')}
      </Button>
      <Popover id={menuId} open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 16px)' }, role: 'dialog', 'aria-label': translate('views.menu') } }}>
        <ViewsMenuBody views={views.isError ? [] : views.data} onApply={apply} onRename={(v) => openDialog({ mode: 'rename', view: v })}
          onDelete={(v) => { setAnchor(null); setDeleting(v); }} onSave={() => openDialog({ mode: 'save' })} />
      </Popover>
      {dialog && (
        <ViewDialog mode={dialog.mode} initialName={dialog.mode === 'rename' ? dialog.view.name : ''}
          roles={canShare ? roles.data : undefined} busy={busy} nameError={nameErrorOf(failed)}
          onSubmit={submit} onClose={() => setDialog(null)} />
      )}
      <DeleteViewConfirm view={deleting} resource={resource} onClose={() => setDeleting(null)} />
    </>
  );
};
