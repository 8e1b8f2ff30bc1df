// The rich-text editor (ra-input-rich-text on TipTap/ProseMirror, about a
// third of the panel's JavaScript) as its own chunk, fetched when a form that
// holds it first renders: lists, pages and the login page never download it.
import { Skeleton } from '@mui/material';
import { lazyView } from '../../lazy';

/** The named rich-text editor (RichTextEditor.tsx, give it an `id`); a placeholder of its size while it loads. */
export const RichTextInput = lazyView(
  () => import('./RichTextEditor').then((m) => m.RichTextEditor),
  <Skeleton variant="rounded" height={240} sx={{ width: '100%', my: 1 }} />,
);
