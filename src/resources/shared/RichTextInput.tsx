// The rich-text editor (ra-input-rich-text on TipTap/ProseMirror, about a
// third of the panel's JavaScript) as its own chunk, fetched when a form that
// holds it first renders: lists, pages and the login page never download it.
import { Skeleton } from '@mui/material';
import { lazyView } from '../../lazy';

/** Drop-in for ra-input-rich-text's RichTextInput; a placeholder of its size while it loads. */
export const RichTextInput = lazyView(
  () => import('ra-input-rich-text').then((m) => m.RichTextInput),
  <Skeleton variant="rounded" height={240} sx={{ width: '100%', my: 1 }} />,
);
