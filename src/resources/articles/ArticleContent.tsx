import { Box } from '@mui/material';

/**
 * The article body as HTML. Rendering it raw is safe because the server
 * sanitises `content` on every write (server/modules/guide/sanitize.ts:
 * sanitize-html with an allow-list of tags, attributes and URL schemes, so no
 * scripts, event handlers or javascript: links), and `html` only ever comes
 * from the API's stored copy, never from local input.
 */
export const ArticleContent = ({ html }: { html: string }) => (
  <Box
    className="article-content"
    sx={{
      typography: 'body1',
      lineHeight: 1.8,
      overflowWrap: 'anywhere',
      '& img, & video': { maxWidth: '100%', height: 'auto' },
      // the theme's link colour (readable in both themes and through colour-weak), not the browser's blue
      '& a': { color: 'primary.main' },
      '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
      '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
      '& table': { borderCollapse: 'collapse' },
      '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
    }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
